import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DebUpdater } from 'electron-updater';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemorySettings } from '../../../src/main/host/settings/memory-settings';
import { createDirtyQuery, DIRTY_ANSWER_MS } from '../../../src/main/host/update/dirty-query';
import { electronUpdaterPort } from '../../../src/main/host/update/electron-updater-port';
import { inMaintenanceWindow } from '../../../src/main/host/update/maintenance-window';
import { createUpdateService, MAINTENANCE_TICK_MS } from '../../../src/main/host/update/update-service';
import type { EventChannel } from '../../../src/shared/contract';
import type { UpdateView } from '../../../src/shared/contract/update';
import { recordingLogger } from './support/bladex-fixtures';
import { createFakeClock } from './support/fake-clock';
import { NodeHttpExecutor } from './support/node-http-executor';

/**
 * The auto-updater against a feed served here, as electron-builder publishes one for a generic provider:
 * latest-linux.yml / beta-linux.yml beside the packages. The updater is electron-updater's own DebUpdater with an
 * app adapter in place of Electron's, so the feed parsing, the staged rollout, the download and its sha512 check
 * are the library's; installing is the only step replaced (it would run dpkg).
 */

const PACKAGE = Buffer.from('dali-backoffice 1.1.0 package bytes '.repeat(20_000));
const BETA_PACKAGE = Buffer.from('dali-backoffice 1.2.0-beta.1 package bytes '.repeat(10_000));
const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64');

const feedYaml = (version: string, file: string, bytes: Buffer, extra = '') =>
  [
    `version: ${version}`,
    'files:',
    `  - url: ${file}`,
    `    sha512: ${sha512(bytes)}`,
    `    size: ${bytes.length}`,
    `path: ${file}`,
    `sha512: ${sha512(bytes)}`,
    "releaseDate: '2026-11-20T02:00:00.000Z'",
    extra,
  ].join('\n');

interface Feed {
  url: string;
  requests: string[];
  files: Map<string, Buffer | string>;
  close(): Promise<void>;
}

const startFeed = async (): Promise<Feed> => {
  const files = new Map<string, Buffer | string>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.split('/').pop() ?? '');
    requests.push(name);
    const body = files.get(name);
    if (body === undefined) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    res.setHeader('content-length', String(bytes.length));
    res.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/releases`,
    requests,
    files,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

let feed: Feed;
beforeAll(async () => {
  feed = await startFeed();
});
afterAll(() => feed.close());

/** A staging id whose rollout bucket is 0 (in every rollout above 0 %) or the last one (in none below 100 %). */
const STAGING_FIRST = '6f1c2c9e-6f55-4c4b-9d7e-0d5b00000000';
const STAGING_LAST = '6f1c2c9e-6f55-4c4b-9d7e-0d5bffffffff';

const setup = (opts: { channel?: 'stable' | 'beta'; stagingId?: string; kiosk?: boolean; window?: string } = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'updater-'));
  writeFileSync(
    join(dir, 'app-update.yml'),
    `provider: generic\nurl: ${feed.url}\nupdaterCacheDirName: dali-test-updater\n`,
  );
  writeFileSync(join(dir, '.updaterId'), opts.stagingId ?? STAGING_FIRST);
  const updater = new DebUpdater(null, {
    version: '1.0.0',
    name: 'dali-backoffice',
    isPackaged: true,
    appUpdateConfigPath: join(dir, 'app-update.yml'),
    userDataPath: dir,
    baseCachePath: join(dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => {},
    quit: () => {},
    onQuit: () => {},
  });
  // Under Electron the updater talks through `net`; here through Node's http.
  (updater as unknown as { httpExecutor: NodeHttpExecutor }).httpExecutor = new NodeHttpExecutor();
  const log = recordingLogger();
  const port = electronUpdaterPort(updater, log);
  const install = vi.fn();
  const clock = createFakeClock(new Date(2026, 10, 26, 1, 30).getTime());
  const events: Array<{ event: EventChannel; payload: unknown }> = [];
  const emit = (event: EventChannel, payload: unknown) => events.push({ event, payload });
  const settings = createMemorySettings({
    updateFeedUrl: feed.url,
    updateChannel: opts.channel ?? 'stable',
    updateMaintenanceWindow: opts.window ?? '02:00-04:00',
  });
  const dirty = createDirtyQuery({ emit, clock });
  const service = createUpdateService({
    updater: { ...port, install },
    settings,
    clock,
    emit,
    log,
    currentVersion: '1.0.0',
    isKiosk: () => opts.kiosk ?? false,
    dirty,
  });
  const views = () => events.filter((e) => e.event === 'update.changed').map((e) => e.payload as UpdateView);
  const queries = () =>
    events.filter((e) => e.event === 'forms.dirtyQuery').map((e) => e.payload as { queryId: string });
  return { service, install, clock, settings, dirty, views, queries, log };
};

const publishStable = (extra = '', bytes = PACKAGE) => {
  feed.files.set('latest-linux.yml', feedYaml('1.1.0', 'dali-backoffice_1.1.0_amd64.deb', PACKAGE, extra));
  feed.files.set('dali-backoffice_1.1.0_amd64.deb', bytes);
};

describe('auto-update against a local generic feed', () => {
  it('finds the newer version, downloads it with progress, verifies it, and restarts only when no form is dirty', async () => {
    publishStable();
    const t = setup();
    const view = await t.service.check();
    expect(view).toMatchObject({ status: 'downloaded', version: '1.1.0', percent: 100, channel: 'stable' });
    expect(feed.requests).toContain('latest-linux.yml');
    const statuses = t.views().map((v) => v.status);
    expect(statuses[0]).toBe('checking');
    expect(statuses).toContain('downloading');
    expect(statuses.at(-1)).toBe('downloaded');

    // A window says a form holds unsaved changes: no restart.
    const first = t.service.restart();
    await vi.waitFor(() => expect(t.queries()).toHaveLength(1));
    t.dirty.answer(t.queries()[0].queryId, true);
    expect(await first).toEqual({ restarting: false, reason: 'dirty-forms' });
    expect(t.install).not.toHaveBeenCalled();

    // Every window answers clean (or none answers in time): restart and install.
    const second = t.service.restart();
    await vi.waitFor(() => expect(t.queries()).toHaveLength(2));
    t.dirty.answer(t.queries()[1].queryId, false);
    t.clock.advance(DIRTY_ANSWER_MS);
    expect(await second).toEqual({ restarting: true, reason: null });
    expect(t.install).toHaveBeenCalledTimes(1);
  });

  it('refuses a download that does not match the feed’s sha512, and never installs it', async () => {
    publishStable('', Buffer.from('tampered '.repeat(40_000)));
    const t = setup();
    const view = await t.service.check();
    expect(view.status).toBe('error');
    expect(view.message).toMatch(/sha512 checksum mismatch/);
    expect(await t.service.restart()).toEqual({ restarting: false, reason: 'not-downloaded' });
    expect(t.install).not.toHaveBeenCalled();
  });

  it('a staged rollout offers the version only to installations inside its percentage', async () => {
    publishStable('stagingPercentage: 30');
    const outside = setup({ stagingId: STAGING_LAST });
    expect(await outside.service.check()).toMatchObject({ status: 'not-in-rollout', version: '1.1.0' });
    const inside = setup({ stagingId: STAGING_FIRST });
    expect(await inside.service.check()).toMatchObject({ status: 'downloaded', version: '1.1.0' });
  });

  it('says up to date when the feed has nothing newer', async () => {
    feed.files.set('latest-linux.yml', feedYaml('1.0.0', 'dali-backoffice_1.0.0_amd64.deb', PACKAGE));
    const t = setup();
    expect(await t.service.check()).toMatchObject({ status: 'up-to-date', version: null });
  });

  it('the beta channel reads beta-linux.yml; switching the channel checks again', async () => {
    feed.files.set('latest-linux.yml', feedYaml('1.0.0', 'dali-backoffice_1.0.0_amd64.deb', PACKAGE));
    feed.files.set('beta-linux.yml', feedYaml('1.2.0-beta.1', 'dali-backoffice_1.2.0-beta.1_amd64.deb', BETA_PACKAGE));
    feed.files.set('dali-backoffice_1.2.0-beta.1_amd64.deb', BETA_PACKAGE);
    const t = setup();
    expect(await t.service.check()).toMatchObject({ status: 'up-to-date' });
    feed.requests.length = 0;
    t.settings.set({ updateChannel: 'beta' });
    await vi.waitFor(() => expect(t.service.view()).toMatchObject({ status: 'downloaded', version: '1.2.0-beta.1' }));
    expect(feed.requests).toContain('beta-linux.yml');
  });

  it('the kiosk installs by itself, but only inside its maintenance window', async () => {
    publishStable();
    const t = setup({ kiosk: true, window: '02:00-04:00' });
    t.service.start();
    await vi.waitFor(() => expect(t.service.view().status).toBe('downloaded'));
    // 01:30 → 01:59: outside the window, nothing happens.
    t.clock.advance(29 * MAINTENANCE_TICK_MS);
    await Promise.resolve();
    expect(t.queries()).toEqual([]);
    expect(t.install).not.toHaveBeenCalled();
    // 02:00: the window opens; no window answers dirty, so it installs.
    t.clock.advance(MAINTENANCE_TICK_MS);
    await vi.waitFor(() => expect(t.queries()).toHaveLength(1));
    t.clock.advance(DIRTY_ANSWER_MS);
    await vi.waitFor(() => expect(t.install).toHaveBeenCalledTimes(1));
    t.service.dispose();
  });

  it('without a feed the updater is off', async () => {
    const t = setup();
    t.settings.set({ updateFeedUrl: null });
    expect(await t.service.check()).toMatchObject({ status: 'disabled' });
  });
});

describe('maintenance window', () => {
  const at = (h: number, m: number) => new Date(2026, 10, 26, h, m);
  it('holds its start, not its end, and wraps past midnight', () => {
    expect(inMaintenanceWindow(at(2, 0), '02:00-04:00')).toBe(true);
    expect(inMaintenanceWindow(at(3, 59), '02:00-04:00')).toBe(true);
    expect(inMaintenanceWindow(at(4, 0), '02:00-04:00')).toBe(false);
    expect(inMaintenanceWindow(at(1, 59), '02:00-04:00')).toBe(false);
    expect(inMaintenanceWindow(at(23, 30), '23:00-02:00')).toBe(true);
    expect(inMaintenanceWindow(at(1, 0), '23:00-02:00')).toBe(true);
    expect(inMaintenanceWindow(at(12, 0), '23:00-02:00')).toBe(false);
    expect(inMaintenanceWindow(at(2, 0), null)).toBe(false);
    expect(inMaintenanceWindow(at(2, 0), '02:00-02:00')).toBe(false);
  });
});
