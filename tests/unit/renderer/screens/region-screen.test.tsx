import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListRequest } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { RegionScreen } from '../../../../src/renderer/screens/system/RegionScreen';
import type { ResourceDef } from '../../../../src/shared/resources';
import { grantButtons, renderCrud } from '../crud/crud-harness';

type Call = { method: string; url: string; params?: Record<string, unknown> };

const node = (id: string, parentId: string, title: string) => ({
  id,
  parentId,
  title,
  key: id,
  value: id,
  hasChildren: true,
});
const LEVELS: Record<string, ReturnType<typeof node>[]> = {
  '00': [node('53', '00', '云南省')],
  53: [node('5329', '53', '大理白族自治州')],
};

beforeEach(() => grantButtons(['region_add', 'region_view']));

describe('RegionScreen', () => {
  it('lists regions as pages, and a region chosen in the lazy tree lists its children', async () => {
    const getList = vi.fn(async (_def: ResourceDef, request: ListRequest) => ({
      records: [{ code: request.query.parentCode_equal === '53' ? '5329' : '00', name: '区划', regionLevel: 1 }],
      total: 1,
    }));
    const custom = vi.fn(async (call: Call) =>
      call.url.endsWith('/region/lazy-tree') ? (LEVELS[String(call.params?.parentCode)] ?? []) : [],
    );
    await renderCrud(
      <RegionScreen />,
      testDataProvider({ getList: getList as never, custom: custom as never, getTreeNodes: async () => [] }),
    );
    const tree = screen.getByTestId('region-tree');
    await within(tree).findByText('云南省');
    expect(custom).toHaveBeenCalledWith({
      method: 'GET',
      url: '/api/blade-system/region/lazy-tree',
      params: { parentCode: '00' },
    });
    expect(getList.mock.calls[0][1]).toMatchObject({ current: 1, size: 10, query: {} });

    fireEvent.click(within(tree).getByText('云南省'));
    await waitFor(() => expect(getList.mock.calls.at(-1)?.[1].query).toEqual({ parentCode_equal: '53' }));
    await within(tree).findByText('大理白族自治州');
    expect(getList.mock.calls.every(([def]) => def.name === 'region')).toBe(true);
  });
});
