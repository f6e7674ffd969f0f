import { describe, expect, it } from 'vitest';
import { emptyLoginValues, validateLogin } from '../../../src/renderer/shell/login/login-validation';

const all = { tenant: true, captcha: true };

describe('sign-in required checks', () => {
  it('reports every empty field in screen order', () => {
    expect(validateLogin(emptyLoginValues, all)).toEqual([
      { field: 'tenantId', message: 'login.tenantIdRequired' },
      { field: 'username', message: 'login.usernameRequired' },
      { field: 'password', message: 'login.passwordRequired' },
      { field: 'captchaCode', message: 'login.captchaRequired' },
    ]);
  });

  it('skips the fields the page does not show', () => {
    expect(validateLogin(emptyLoginValues, { tenant: false, captcha: false }).map((i) => i.field)).toEqual([
      'username',
      'password',
    ]);
  });

  it('treats blanks as empty except in the password', () => {
    const values = { tenantId: '  ', username: ' \t', password: '   ', captchaCode: ' ' };
    expect(validateLogin(values, all).map((i) => i.field)).toEqual(['tenantId', 'username', 'captchaCode']);
  });

  it('passes a complete form', () => {
    const values = { tenantId: '000000', username: 'admin', password: 'admin', captchaCode: 'e2e42' };
    expect(validateLogin(values, all)).toEqual([]);
  });
});
