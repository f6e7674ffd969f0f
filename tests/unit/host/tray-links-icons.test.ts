import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deepLinkRoute, findDeepLink, parseDeepLink, routeOfDeepLink } from '../../../src/main/host/desktop/deep-link';
import { badgeBitmap, badgeText, encodePng, trayBitmap, type Bitmap } from '../../../src/main/host/desktop/icons';
import { trayMenu, trayTooltip, type TrayState } from '../../../src/main/host/desktop/tray-menu';

describe('deep links', () => {
  it('open an in-app route, or complete the social sign-in callback', () => {
    expect(parseDeepLink('dali-backoffice://open/system/user?deptId=3')).toEqual({
      kind: 'route',
      path: '/system/user?deptId=3',
    });
    expect(parseDeepLink('dali-backoffice://open')).toEqual({ kind: 'route', path: '/wel/index' });
    expect(parseDeepLink('DALI-BACKOFFICE://open/wel/dashboard')).toEqual({ kind: 'route', path: '/wel/dashboard' });
    const social = parseDeepLink('dali-backoffice://auth/callback?source=wechat_open&code=0a1b&state=100001');
    expect(social).toEqual({ kind: 'social', source: 'wechat_open', code: '0a1b', state: '100001' });
    expect(deepLinkRoute(social!)).toBe('/login?source=wechat_open&code=0a1b&state=100001');
  });

  it('refuse anything that is not ours or would leave the app', () => {
    for (const link of [
      'https://evil.example/open/system/user',
      'dali-backoffice://open//evil.example/x',
      'dali-backoffice://settings/reset',
      'dali-backoffice://auth/callback?source=test',
      'dali-backoffice://auth/callback?source=a%20b&code=1',
      `dali-backoffice://open/${'x'.repeat(3000)}`,
      'not a url',
    ]) {
      expect(parseDeepLink(link), link).toBeNull();
    }
    // Dot segments resolve inside the app: the route can only be one of ours (or the 404 page).
    expect(parseDeepLink('dali-backoffice://open/system/../../etc')).toEqual({ kind: 'route', path: '/etc' });
  });

  it('is found among the second instance’s arguments', () => {
    expect(findDeepLink(['C:\\app.exe', '--allow-file-access', 'dali-backoffice://open/wel/index'])).toBe(
      'dali-backoffice://open/wel/index',
    );
    expect(findDeepLink(['/usr/bin/app', '--board'])).toBeNull();
  });

  it('give the first window its route when the app was started by one', () => {
    expect(routeOfDeepLink('dali-backoffice://auth/callback?source=test&code=c1')).toBe('/login?source=test&code=c1');
    expect(routeOfDeepLink('dali-backoffice://nothing')).toBeUndefined();
    expect(routeOfDeepLink(null)).toBeUndefined();
  });
});

const state = (patch: Partial<TrayState> = {}): TrayState => ({
  language: 'zh',
  signedIn: true,
  locked: false,
  boardAllowed: true,
  queues: { queues: [], total: 0, at: null },
  ...patch,
});

const labels = (s: TrayState) =>
  trayMenu(s).map((item) => (item.type === 'separator' ? '—' : `${item.label}${item.enabled ? '' : ' (off)'}`));

describe('the tray menu', () => {
  it('offers open, lock, board and quit; lock and board only where they can work', () => {
    expect(labels(state())).toEqual(['打开工作台', '锁定工作台', '打开大数据看板', '—', '退出']);
    expect(labels(state({ signedIn: false }))).toEqual([
      '打开工作台',
      '锁定工作台 (off)',
      '打开大数据看板 (off)',
      '—',
      '退出',
    ]);
    expect(labels(state({ locked: true, boardAllowed: false, language: 'en' }))).toEqual([
      'Open the workspace',
      'Lock the workspace (off)',
      'Open the big-data board (off)',
      '—',
      'Quit',
    ]);
  });

  it('lists the queues that hold work above, each opening its screen, and counts them in the tooltip', () => {
    const busy = state({
      queues: {
        queues: [
          { id: 'registrations', count: 2 },
          { id: 'ledgerReviews', count: 0 },
          { id: 'productAudits', count: 5 },
        ],
        total: 7,
        at: 1,
      },
    });
    expect(labels(busy).slice(0, 3)).toEqual(['待审核的注册申请(2)', '待审核的商品(5)', '—']);
    expect(trayMenu(busy)[1]).toMatchObject({ action: { queue: 'productAudits' } });
    expect(trayTooltip(busy)).toBe('大理文旅运营管理平台 - 7 项待处理');
    expect(trayTooltip(state({ language: 'en' }))).toBe('Dali operations back-office');
  });
});

/** Decodes what encodePng wrote (no filters, one IDAT) back to RGBA. */
const decode = (png: Uint8Array): Bitmap => {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idatAt = bytes.indexOf('IDAT');
  const raw = inflateSync(bytes.subarray(idatAt + 4, idatAt + 4 + bytes.readUInt32BE(idatAt - 4)));
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    expect(raw[y * (width * 4 + 1)]).toBe(0);
    pixels.set(raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)), y * width * 4);
  }
  return { width, height, pixels };
};

const pixel = (b: Bitmap, x: number, y: number) => [
  ...b.pixels.subarray((y * b.width + x) * 4, (y * b.width + x) * 4 + 4),
];

describe('drawn icons', () => {
  it('encode as a PNG that decodes back to the same pixels', () => {
    const badge = badgeBitmap(3);
    expect(decode(encodePng(badge))).toEqual(badge);
  });

  it('the badge is a red disc with the count in white; transparent corners', () => {
    const badge = badgeBitmap(3, 16);
    expect(pixel(badge, 0, 0)[3]).toBe(0);
    expect(pixel(badge, 8, 1)).toEqual([209, 52, 56, 255]);
    const whites = [...Array(16 * 16).keys()].filter(
      (i) => badge.pixels[i * 4] === 255 && badge.pixels[i * 4 + 1] === 255,
    );
    // "3" in the 3×5 font at scale 2 has 10 lit cells of 4 pixels each.
    expect(whites).toHaveLength(40);
    expect(badgeText(0)).toBe('0');
    expect(badgeText(12)).toBe('9+');
  });

  it('the tray icon is the brand colour with white bars', () => {
    const icon = trayBitmap(32);
    expect(pixel(icon, 16, 2)).toEqual([8, 157, 165, 255]);
    expect(pixel(icon, 0, 0)[3]).toBe(0);
    expect(pixel(icon, 10, 20)).toEqual([255, 255, 255, 255]);
  });
});
