import { describe, expect, it } from 'vitest';
import { classifyResponse } from '../../../src/main/host/api/error-catalogue';

describe('error catalogue (spec 000 §8, bladex-contract §2.4)', () => {
  it('200 with code 200 is ok', () => {
    expect(classifyResponse(200, { code: 200, success: true, data: {}, msg: '操作成功' }, [], 'zh')).toEqual({
      kind: 'ok',
    });
  });

  it('a flat token response with no code is ok at 200', () => {
    expect(classifyResponse(200, { access_token: 'a', refresh_token: 'r' }, [], 'zh')).toEqual({ kind: 'ok' });
  });

  it('200 with error_description is an error carrying the description', () => {
    const verdict = classifyResponse(200, { error_code: 400, error_description: '用户名或密码不正确' }, [], 'zh');
    expect(verdict).toEqual({ kind: 'error', code: 400, message: '用户名或密码不正确' });
  });

  it('200 with only error_description (no code) is still an error', () => {
    const verdict = classifyResponse(200, { error: 'invalid_grant', error_description: 'Bad credentials' }, [], 'en');
    expect(verdict.kind).toBe('error');
    expect(verdict).toMatchObject({ message: 'Bad credentials' });
  });

  it('400 takes the message from msg first', () => {
    const verdict = classifyResponse(400, { code: 400, msg: '验证码不正确', error_description: 'other' }, [], 'zh');
    expect(verdict).toEqual({ kind: 'error', code: 400, message: '验证码不正确' });
  });

  it('400 with only error_description uses it', () => {
    expect(classifyResponse(400, { error_description: 'invalid grant' }, [], 'zh')).toEqual({
      kind: 'error',
      code: 400,
      message: 'invalid grant',
    });
  });

  it('a body code of 400 at HTTP 200 is an error (service-level failure)', () => {
    expect(classifyResponse(200, { code: 400, msg: '用户名或密码错误', data: null }, [], 'zh')).toMatchObject({
      kind: 'error',
      code: 400,
    });
  });

  it('401 from the status or the body code is unauthorized', () => {
    expect(classifyResponse(401, { code: 401, msg: '缺失令牌,鉴权失败', data: null }, [], 'zh')).toEqual({
      kind: 'unauthorized',
      message: '缺失令牌,鉴权失败',
    });
    expect(classifyResponse(200, { code: 401, msg: '请求未授权' }, [], 'zh').kind).toBe('unauthorized');
    expect(classifyResponse(401, '', [], 'zh').kind).toBe('unauthorized');
  });

  it('error_code wins over code, and code over the HTTP status', () => {
    expect(classifyResponse(200, { error_code: 401, code: 200 }, [], 'zh').kind).toBe('unauthorized');
    expect(classifyResponse(500, { code: 200 }, [], 'zh')).toEqual({ kind: 'ok' });
  });

  it('HTTP 401 with a whole R may be a denial (@PreAuth) or an expired token (a monolith): the retry decides', () => {
    const denial = { code: 401, success: false, data: {}, msg: '请求未授权' };
    expect(classifyResponse(401, denial, [], 'zh')).toEqual({
      kind: 'unauthorized',
      message: '请求未授权',
      mayBeDenial: true,
    });
    // The same R at HTTP 200 is the service's token check; without `success` it is the gateway's.
    expect(classifyResponse(200, denial, [], 'zh').kind).toBe('unauthorized');
    expect(classifyResponse(401, { code: 401, msg: '请求未授权', data: null }, [], 'zh').kind).toBe('unauthorized');
  });

  it('a white-listed code is silent, even 401', () => {
    expect(classifyResponse(400, { code: 400, msg: 'x' }, [400], 'zh')).toEqual({
      kind: 'silent',
      code: 400,
      message: 'x',
    });
    expect(classifyResponse(401, { code: 401 }, [401], 'zh').kind).toBe('silent');
    expect(classifyResponse(200, { code: 2001, msg: 'y' }, [2001], 'zh')).toMatchObject({ kind: 'silent', code: 2001 });
  });

  it('500 shows the server message', () => {
    expect(classifyResponse(500, { code: 500, msg: '服务器异常' }, [], 'zh')).toEqual({
      kind: 'error',
      code: 500,
      message: '服务器异常',
    });
  });

  it('an error with no text gets the unknown-error text in the chosen language', () => {
    expect(classifyResponse(404, '<html>not found</html>', [], 'zh')).toEqual({
      kind: 'error',
      code: 404,
      message: '未知错误',
    });
    expect(classifyResponse(500, {}, [], 'en')).toEqual({ kind: 'error', code: 500, message: 'Unknown error' });
    expect(classifyResponse(400, { code: 400, msg: '  ' }, [], 'en')).toMatchObject({ message: 'Unknown error' });
  });

  it('numeric-string codes count, zero falls through', () => {
    expect(classifyResponse(200, { code: '401' }, [], 'zh').kind).toBe('unauthorized');
    expect(classifyResponse(200, { error_code: 0, code: 200 }, [], 'zh')).toEqual({ kind: 'ok' });
  });
});
