import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { platformTitleFor } from '../../../src/renderer/app/tenant-info';
import { Sidebar } from '../../../src/renderer/shell/layout/Sidebar';
import type { MenuItem } from '../../../src/renderer/stores/updates/menu-updates';
import { api, renderPage } from './pages/page-harness';

beforeAll(() => {
  window.api = api;
});
afterEach(cleanup);

/** Issue 19 item 11: English mode is English. */
describe('the platform name', () => {
  it('is the tenant’s Chinese name in Chinese and the English title in English', () => {
    expect(platformTitleFor('大理文旅运营管理平台', 'zh', '运营管理平台')).toBe('大理文旅运营管理平台');
    expect(platformTitleFor('大理文旅运营管理平台', 'en', 'Operations Management Platform')).toBe(
      'Operations Management Platform',
    );
    expect(platformTitleFor('Dali Ops', 'en', 'Operations Management Platform')).toBe('Dali Ops');
    expect(platformTitleFor(undefined, 'en', 'Operations Management Platform')).toBe('Operations Management Platform');
  });
});

const leaf = (id: string, label: string, labelEn: string): MenuItem => ({
  id,
  label,
  labelEn,
  path: `/${id}`,
  icon: '',
  isOpen: 1,
  roles: [],
  children: [],
});

describe('a long sidebar label', () => {
  it('keeps its whole English text, shown on hover and free to wrap', async () => {
    const items: MenuItem[] = [
      { ...leaf('merchant', '商户与商品', 'Merchants and products'), children: [leaf('shop', '店铺', 'Shops')] },
      leaf('city', '学校与城市服务', 'Schools and city services'),
    ];
    await renderPage(
      <Sidebar
        items={items}
        collapsed={false}
        loading={false}
        error={null}
        onRetry={() => undefined}
        onNavigate={() => undefined}
        onExpand={() => undefined}
      />,
      { language: 'en' },
    );
    const labels = await screen.findAllByTestId('menu-label');
    expect(labels.map((l) => [l.textContent, l.getAttribute('title')])).toEqual([
      ['Merchants and products', 'Merchants and products'],
      ['Schools and city services', 'Schools and city services'],
    ]);
    // Wrapping, not a one-line cut: the label does not forbid line breaks.
    for (const label of labels) expect(getComputedStyle(label).whiteSpace).not.toBe('nowrap');
  });
});
