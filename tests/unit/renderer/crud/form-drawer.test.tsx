import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CrudError } from '../../../../src/renderer/crud/core/crud-error';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { FormDrawer } from '../../../../src/renderer/crud/fluent/FormDrawer';
import { hasUnsavedWork } from '../../../../src/renderer/platform/dirty-forms';
import { getResource } from '../../../../src/shared/resources';
import { renderCrud } from './crud-harness';

const param = getResource('param');
const user = getResource('user');

const messageUnder = (def: string, field: string): string | null => {
  const control = document.getElementById(`crud-${def}-${field}`);
  const wrapper = control?.closest('[data-field]');
  return wrapper?.querySelector('[id$="__validationMessage"], .fui-Field__validationMessage')?.textContent ?? null;
};

const type = (def: string, field: string, value: string) =>
  fireEvent.change(document.getElementById(`crud-${def}-${field}`) as HTMLInputElement, { target: { value } });

const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

describe('FormDrawer', () => {
  it('shows the definition rule messages under each field and sends nothing until they pass', async () => {
    const submit = vi.fn(async () => undefined);
    await renderCrud(<FormDrawer def={param} mode="create" onClose={() => undefined} />, testDataProvider({ submit }));
    save();
    await waitFor(() => expect(messageUnder('param', 'paramName')).toBe('请输入参数名称'));
    expect(messageUnder('param', 'paramKey')).toBe('请输入参数键名');
    expect(submit).not.toHaveBeenCalled();

    type('param', 'paramName', '初始密码');
    type('param', 'paramKey', 'account.initPassword');
    type('param', 'paramValue', '123456');
    await waitFor(() => expect(messageUnder('param', 'paramName')).toBeNull());
    save();
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        param,
        {
          paramName: '初始密码',
          paramKey: 'account.initPassword',
          paramValue: '123456',
        },
        'create',
      ),
    );
  });

  it('fills parameters into messages (length limits) in the current language', async () => {
    await renderCrud(<FormDrawer def={param} mode="create" onClose={() => undefined} />, testDataProvider(), {
      language: 'en',
    });
    type('param', 'paramName', 'x'.repeat(300));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder('param', 'paramName')).toMatch(/255/));
  });

  it('keeps the form, resets the button and puts the server message under the field it names (参数键名已存在)', async () => {
    const submit = vi.fn(async () => {
      throw new CrudError({ code: 'http', message: '参数键名已存在', status: 400 });
    });
    const onClose = vi.fn();
    await renderCrud(<FormDrawer def={param} mode="create" onClose={onClose} />, testDataProvider({ submit }));
    type('param', 'paramName', '初始密码');
    type('param', 'paramKey', 'account.initPassword');
    type('param', 'paramValue', '123456');
    save();
    await waitFor(() => expect(messageUnder('param', 'paramKey')).toBe('参数键名已存在'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect((document.getElementById('crud-param-paramName') as HTMLInputElement).value).toBe('初始密码');
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('参数键名已存在'))).toBe(true);
  });

  it('requires the pickers of a user and keeps what was typed', async () => {
    const submit = vi.fn(async () => {
      throw new CrudError({ code: 'http', message: '当前账号已被使用!', status: 400 });
    });
    const onClose = vi.fn();
    await renderCrud(
      <FormDrawer def={user} mode="create" onClose={onClose} />,
      testDataProvider({
        submit,
        custom: async () => [],
        getTreeNodes: async () => [],
      }),
    );
    const values: Record<string, string> = {
      account: 'admin',
      password: 'secret1',
      password2: 'secret1',
      name: '测试',
      realName: '张三',
    };
    for (const [field, value] of Object.entries(values)) type('user', field, value);
    // roleId / deptId are pickers: set through the form's own values is not possible from here, so the
    // schema's message for them must show, and the typed values must stay.
    save();
    await waitFor(() => expect(messageUnder('user', 'roleId')).toBe('请选择所属角色'));
    expect((document.getElementById('crud-user-account') as HTMLInputElement).value).toBe('admin');
    expect(submit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports mismatched passwords with the definition message', async () => {
    await renderCrud(
      <FormDrawer def={user} mode="create" onClose={() => undefined} />,
      testDataProvider({
        custom: async () => [],
        getTreeNodes: async () => [],
      }),
    );
    type('user', 'password', 'secret1');
    type('user', 'password2', 'secret2');
    save();
    await waitFor(() => expect(messageUnder('user', 'password2')).toBe('两次输入密码不一致！'));
  });

  it('registers as a dirty form while it holds typed changes, so an update restart waits (and not once closed)', async () => {
    // An empty root: only the registry answers, not the open drawer itself.
    const registryOnly = () => hasUnsavedWork(document.createElement('div'));
    const { unmount } = await renderCrud(
      <FormDrawer def={param} mode="create" onClose={() => undefined} />,
      testDataProvider(),
    );
    await screen.findByRole('button', { name: '保存' });
    expect(registryOnly()).toBe(false);
    type('param', 'paramName', '初始密码');
    await waitFor(() => expect(registryOnly()).toBe(true));
    unmount();
    expect(registryOnly()).toBe(false);
  });
});
