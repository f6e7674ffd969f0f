import { describe, expect, it } from 'vitest';
import {
  initialListState,
  lastPageFor,
  listRequestOf,
  pageChanged,
  searched,
  sizeChanged,
  sortToggled,
} from '../../../../src/renderer/crud/core/list-state';
import { getResource } from '../../../../src/shared/resources';

const user = getResource('user');
const post = getResource('post');

describe('list state → list request', () => {
  it('starts at page 1 with the definition default size 10 and no filters', () => {
    const state = initialListState(user);
    expect(listRequestOf(user, state)).toEqual({ current: 1, size: 10, query: {} });
  });

  it('turns searched values into the contract suffixes and starts again at page 1', () => {
    const state = searched(user, pageChanged(initialListState(user), 4), {
      account: ' adm ',
      userType: 1,
      status: '',
      createTime: ['2024-01-01', '2024-01-31'],
    });
    expect(state.current).toBe(1);
    expect(listRequestOf(user, state)).toEqual({
      current: 1,
      size: 10,
      query: {
        account: 'adm',
        userType_equal: '1',
        createTime_dategt: '2023-12-31 23:59:59',
        createTime_datelt: '2024-02-01 00:00:00',
      },
    });
  });

  it('sends entity-bound lists (post) plain names compared by equality', () => {
    const state = searched(post, initialListState(post), { postName: 'x', category: 2 });
    expect(listRequestOf(post, state).query).toEqual({ postName: 'x', category: '2' });
  });

  it('pages, and accepts only the offered sizes (back to page 1)', () => {
    const paged = pageChanged(initialListState(user), 3);
    expect(listRequestOf(user, paged).current).toBe(3);
    const sized = sizeChanged(user, paged, 200);
    expect(listRequestOf(user, sized)).toMatchObject({ current: 1, size: 200 });
    expect(sizeChanged(user, paged, 7)).toBe(paged);
  });

  it('sorts a sortable column ascending, then descending, then by the server default, by snake_case column', () => {
    const asc = sortToggled(user, initialListState(user), 'createTime');
    expect(listRequestOf(user, asc)).toMatchObject({ ascs: 'create_time' });
    const desc = sortToggled(user, asc, 'createTime');
    expect(listRequestOf(user, desc)).toMatchObject({ descs: 'create_time' });
    expect(listRequestOf(user, desc).ascs).toBeUndefined();
    const none = sortToggled(user, desc, 'createTime');
    expect(listRequestOf(user, none)).toEqual({ current: 1, size: 10, query: {} });
  });

  it('ignores a sort on a column the server does not allow', () => {
    const state = initialListState(user);
    expect(sortToggled(user, state, 'realName')).toBe(state);
  });

  it('lets fixed filters (a child list parent) win over searched ones', () => {
    const dict = getResource('dict');
    const state = searched(dict, initialListState(dict), { code: 'sex' });
    expect(listRequestOf(dict, state, { parentId: '9' }).query).toEqual({ code: 'sex', parentId: '9' });
  });

  it('finds the last page with rows after a delete', () => {
    expect(lastPageFor(0, 10)).toBe(1);
    expect(lastPageFor(21, 10)).toBe(3);
    expect(lastPageFor(20, 10)).toBe(2);
  });
});
