import { describe, expect, it } from 'vitest';
import { BOARD_ENDPOINTS, isKioskRequest } from '../../../src/shared/contract/board';

/** Issue 18 item 10: the kiosk reaches the board's own endpoints, listed once, and nothing else. */
describe('the kiosk window', () => {
  it('may call each board endpoint with its own method, with or without /api', () => {
    for (const { method, path } of Object.values(BOARD_ENDPOINTS)) {
      expect(isKioskRequest({ method, url: path }), path).toBe(true);
      expect(isKioskRequest({ method, url: `/api${path}` }), path).toBe(true);
      expect(isKioskRequest({ method: method === 'GET' ? 'POST' : 'GET', url: path }), path).toBe(false);
    }
  });

  it('may not read anything else with the shared session', () => {
    for (const url of [
      '/api/blade-system/user/page',
      '/api/blade-system/user/info',
      '/api/blade-log/api/list',
      '/api/blade-system/client/list',
      '/api/blade-order/view/list/../../../blade-system/user/page',
      '/api/blade-order/view/list?x=1',
    ]) {
      expect(isKioskRequest({ method: 'GET', url }), url).toBe(false);
    }
    expect(isKioskRequest({ method: 'DELETE', url: BOARD_ENDPOINTS.orderList.path })).toBe(false);
    expect(isKioskRequest(null)).toBe(false);
  });
});
