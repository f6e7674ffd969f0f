import { describe, expect, it } from 'vitest';
import { fetchTenantInfo, parseTenantInfo } from '../../../src/renderer/app/tenant-info';
import { FakeApi } from './fake-api';

describe('tenant information', () => {
  it('reads the R-wrapped and the flat shapes, keeping only non-blank texts', () => {
    const wrapped = {
      code: 200,
      success: true,
      msg: '操作成功',
      data: { tenantId: '000000', domainName: '大理', domain: ' ' },
    };
    expect(parseTenantInfo(wrapped)).toEqual({ tenantId: '000000', domainName: '大理' });
    expect(parseTenantInfo({ tenantId: '530000', backgroundUrl: 'https://x/bg.png' })).toEqual({
      tenantId: '530000',
      backgroundUrl: 'https://x/bg.png',
    });
    expect(parseTenantInfo({ code: 200, data: {} })).toEqual({});
    expect(parseTenantInfo(null)).toEqual({});
    expect(parseTenantInfo({ tenantId: 42 })).toEqual({});
  });

  it('asks the server for the tenant of its own origin', async () => {
    const api = new FakeApi()
      .handle('app.info', () => ({
        ok: true,
        data: { version: '1', transport: 'web', serverUrl: 'https://gw.example.com:8443/base' },
      }))
      .handle('http.request', () => ({ ok: true, data: { status: 200, data: { data: { domainName: '弥渡' } } } }));
    await expect(fetchTenantInfo(api)).resolves.toEqual({ domainName: '弥渡' });
    expect(api.callsTo('http.request')).toEqual([
      { method: 'GET', url: '/api/blade-system/tenant/info', params: { domain: 'https://gw.example.com:8443' } },
    ]);
  });

  it('means "no tenant detected" when anything fails', async () => {
    const unreachable = new FakeApi()
      .handle('app.info', () => ({
        ok: true,
        data: { version: '1', transport: 'web', serverUrl: 'http://127.0.0.1:1' },
      }))
      .handle('http.request', () => ({ ok: false, error: { code: 'network', message: 'down' } }));
    await expect(fetchTenantInfo(unreachable)).resolves.toEqual({});

    const badUrl = new FakeApi().handle('app.info', () => ({
      ok: true,
      data: { version: '1', transport: 'web', serverUrl: 'not a url' },
    }));
    await expect(fetchTenantInfo(badUrl)).resolves.toEqual({});
    expect(badUrl.callsTo('http.request')).toEqual([]);
  });
});
