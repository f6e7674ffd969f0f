import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { FieldInput } from '../../../../src/renderer/crud/fluent/FieldInput';
import type { RegionField } from '../../../../src/shared/resources';
import { renderCrud } from './crud-harness';

type Call = { method: string; url: string; params?: Record<string, unknown> };

const node = (id: string, parentId: string, title: string, hasChildren: boolean) => ({
  id,
  parentId,
  title,
  key: id,
  value: id,
  ...(hasChildren ? { hasChildren } : {}),
});

/** Answers both region trees from one small table, and records every call. */
const regionProvider = () => {
  const levels: Record<string, ReturnType<typeof node>[]> = {
    53: [node('5301', '53', '昆明市', true), node('5329', '53', '大理白族自治州', true)],
    5329: [node('532901', '5329', '大理市', true), node('532925', '5329', '弥渡县', true)],
  };
  const custom = vi.fn(async (call: Call) => {
    if (call.url.endsWith('/region/detail')) return { name: '' };
    const parent = String(call.params?.parentId ?? call.params?.parentCode ?? '');
    return levels[parent] ?? [];
  });
  return { custom, provider: testDataProvider({ custom: custom as never }) };
};

const field = (tree: RegionField<string>['tree'], root: string): RegionField<string> => ({
  name: 'city',
  kind: 'region',
  tree,
  root,
  levels: [2, 3],
  label: 'res.system.region.fields.parentCode',
});

const levelCalls = (custom: ReturnType<typeof regionProvider>['custom']) =>
  custom.mock.calls.map(([call]) => call).filter((call) => !call.url.endsWith('/region/detail'));

describe('RegionWidget', () => {
  it("tree 'city' reads the app-config city tree from 53, a level at a time, and chooses a prefecture", async () => {
    const { custom, provider } = regionProvider();
    const onChange = vi.fn();
    await renderCrud(
      <FieldInput
        field={field('city', '5329')}
        value=""
        onChange={onChange}
        disabled={false}
        id="f-city"
        label="城市"
        creating
      />,
      provider,
    );
    fireEvent.click(document.getElementById('f-city') as HTMLElement);
    await screen.findByText('大理白族自治州');
    expect(levelCalls(custom)).toEqual([
      { method: 'GET', url: '/api/blade-app/config/region/tree/city', params: { parentId: '53' } },
    ]);
    // Opening Dali asks the same tree for its counties.
    fireEvent.click(
      screen
        .getByText('大理白族自治州')
        .closest('[role="treeitem"]')
        ?.querySelector('.fui-TreeItemLayout__expandIcon') as HTMLElement,
    );
    await screen.findByText('弥渡县');
    expect(levelCalls(custom).at(-1)).toEqual({
      method: 'GET',
      url: '/api/blade-app/config/region/tree/city',
      params: { parentId: '5329' },
    });
    fireEvent.click(screen.getByText('大理白族自治州'));
    expect(onChange).toHaveBeenCalledWith('5329');
  });

  it('chooses a region from the keyboard (Enter on the item), and only at the levels the field allows', async () => {
    const { provider } = regionProvider();
    const onChange = vi.fn();
    await renderCrud(
      <FieldInput
        field={{ ...field('city', '5329'), levels: [3] }}
        value=""
        onChange={onChange}
        disabled={false}
        id="f-county"
        label="县市"
        creating
      />,
      provider,
    );
    fireEvent.click(document.getElementById('f-county') as HTMLElement);
    const prefecture = (await screen.findByText('大理白族自治州')).closest('[role="treeitem"]') as HTMLElement;
    // A prefecture is level 2: not choosable here.
    fireEvent.keyDown(prefecture, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    // Enter on a branch opens it in Fluent's tree; the chevron opens it otherwise.
    if (prefecture.getAttribute('aria-expanded') !== 'true')
      fireEvent.click(prefecture.querySelector('.fui-TreeItemLayout__expandIcon') as HTMLElement);
    const county = (await screen.findByText('弥渡县')).closest('[role="treeitem"]') as HTMLElement;
    fireEvent.keyDown(county, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('532925');
  });

  it("tree 'region' reads the system region lazy tree from its root", async () => {
    const { custom, provider } = regionProvider();
    await renderCrud(
      <FieldInput
        field={field('region', '5329')}
        value=""
        onChange={vi.fn()}
        disabled={false}
        id="f-region"
        label="区划"
        creating
      />,
      provider,
    );
    fireEvent.click(document.getElementById('f-region') as HTMLElement);
    await screen.findByText('弥渡县');
    await waitFor(() =>
      expect(levelCalls(custom)).toEqual([
        { method: 'GET', url: '/api/blade-system/region/lazy-tree', params: { parentCode: '5329' } },
      ]),
    );
  });
});
