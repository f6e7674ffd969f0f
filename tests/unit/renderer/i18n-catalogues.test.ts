import { describe, expect, it } from 'vitest';
import { catalogues, en, lookup, zh } from '../../../src/shared/i18n';

const leaves = (node: unknown, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object') for (const [k, v] of leaves(value, `${path}.`)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
};

describe('i18n catalogues', () => {
  it('zh and en have the same keys', () => {
    expect([...leaves(en).keys()].sort()).toEqual([...leaves(zh).keys()].sort());
  });

  it('every text is a non-empty string in both languages', () => {
    for (const catalogue of [zh, en]) {
      for (const [key, value] of leaves(catalogue)) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    }
  });

  it('keeps interpolation placeholders in step', () => {
    const zhLeaves = leaves(zh);
    for (const [key, value] of leaves(en)) {
      const names = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(value), key).toEqual(names(zhLeaves.get(key)));
    }
  });

  it('carries the spec texts verbatim', () => {
    expect(zh.messages).toMatchObject({
      createSuccess: '新增成功',
      updateSuccess: '更新成功',
      deleteSuccess: '删除成功',
      operationSuccess: '操作成功!',
      selectAtLeastOne: '请选择至少一条数据',
      confirmDelete: '确定将选择数据删除?',
      confirmClearCache: '是否需要清除缓存?',
      cacheCleared: '清除完毕',
      submitFailed: '提交失败',
    });
    expect(zh.registration).toMatchObject({
      submitted: '注册申请已提交,请耐心等待管理员通过!',
      noticeTitle: '注册提示',
      tenantRequired: '请先输入租户编号',
      accountRequired: '请先输入账号名称',
      passwordRequired: '请先输入密码',
      passwordMismatch: '两次密码输入不一致',
    });
    expect(zh.login).toMatchObject({
      title: '登录',
      tenantId: '租户编号',
      username: '账号',
      password: '密码',
      captcha: '验证码',
      tenantIdRequired: '请输入租户编号',
      usernameRequired: '请输入账号',
      passwordRequired: '请输入密码',
      captchaRequired: '请输入验证码',
      refreshCaptcha: '点击刷新验证码',
      submitting: '登录中...',
    });
    expect(zh.language).toMatchObject({ zh: '中文', en: 'English' });
    expect(zh.app.defaultTitle).toBe('运营管理平台');
    expect(en.app.defaultTitle).toBe('Operations Management Platform');
  });

  it('looks texts up by dotted key and shows the key when one is missing', () => {
    expect(lookup(catalogues.zh, 'login.title')).toBe('登录');
    expect(lookup(catalogues.en, 'login.title')).toBe('Sign in');
    expect(lookup(catalogues.en, 'login.nothing')).toBe('login.nothing');
    expect(lookup(catalogues.en, 'login')).toBe('login');
  });
});
