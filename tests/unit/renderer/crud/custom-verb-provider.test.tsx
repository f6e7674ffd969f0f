import { beforeEach, describe, expect, it } from 'vitest';
import { createBladeRestProvider } from '../../../../src/renderer/crud/core/blade-rest-provider';
import { getResource } from '../../../../src/shared/resources';
import { api, envelope } from './crud-harness';

// The data provider takes every CRUD path from the definition's verbs, so a resource whose contract routes are
// not the standard words (the virtual users under /blade-system/user) needs nothing beyond its definition.

const virtualUser = getResource('virtualUser');
const user = getResource('user');

const requests = () =>
  api.callsTo('http.request') as { method: string; url: string; params?: Record<string, unknown>; data?: unknown }[];

beforeEach(() => {
  api.reset();
  api.handle('http.request', (input) => {
    const { url } = input as { url: string };
    if (url.endsWith('/page/virtual/users') || url.endsWith('/user/page'))
      return envelope({ records: [{ id: '7', account: 'erhai_wind' }], total: 1 });
    if (url.endsWith('/virtser/detail') || url.endsWith('/user/detail')) return envelope({ id: '7' });
    return envelope(null);
  });
});

describe('the REST provider with nested verb paths', () => {
  it('lists, reads, submits and removes virtual users at their own paths', async () => {
    const provider = createBladeRestProvider();
    const page = await provider.getList(virtualUser, { current: 2, size: 30, query: { account: 'erhai' } });
    expect(page).toEqual({ records: [{ id: '7', account: 'erhai_wind' }], total: 1 });
    await provider.getOne(virtualUser, '7');
    await provider.submit(virtualUser, { id: '7', name: '苍山雪' });
    await provider.remove(virtualUser, ['7', '8']);
    expect(requests()).toEqual([
      {
        method: 'GET',
        url: '/api/blade-system/user/page/virtual/users',
        params: { account: 'erhai', current: 2, size: 30 },
      },
      { method: 'GET', url: '/api/blade-system/user/virtser/detail', params: { id: '7' } },
      { method: 'POST', url: '/api/blade-system/user/submit/virtual', data: { id: '7', name: '苍山雪' } },
      { method: 'POST', url: '/api/blade-system/user/virtser/remove', params: { ids: '7,8' } },
    ]);
  });

  it('keeps the standard words for the user list beside them', async () => {
    const provider = createBladeRestProvider();
    await provider.getList(user, { current: 1, size: 10, query: {} });
    await provider.getOne(user, '7');
    await provider.submit(user, { id: '7' });
    await provider.remove(user, ['7']);
    expect(requests().map((request) => request.url)).toEqual([
      '/api/blade-system/user/page',
      '/api/blade-system/user/detail',
      '/api/blade-system/user/submit',
      '/api/blade-system/user/remove',
    ]);
  });
});
