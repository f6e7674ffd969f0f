import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InfoPage } from '../../../../src/renderer/shell/info/InfoPage';
import { sessionActions, useSessionStore } from '../../../../src/renderer/stores/session-store';
import { initialSessionState } from '../../../../src/renderer/stores/updates/session-updates';
import { admin, api, envelope, renderPage, routeHttp } from './page-harness';

const userInfo = {
  id: '1123598821738675201',
  tenantId: '000000',
  account: 'admin',
  name: '管理员',
  realName: '管理员',
  avatar: '',
  phone: '13888000001',
  email: 'admin@dali-travel.cn',
  roleName: '超级管理员',
  deptName: '大理州文旅局',
  postName: '局长',
};

beforeAll(() => {
  window.api = api;
});

beforeEach(() => {
  api.reset();
  useSessionStore.setState(initialSessionState, true);
  sessionActions.loaded(admin);
});

afterEach(cleanup);

const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const updateCalls = () =>
  (api.callsTo('http.request') as { url: string; data?: unknown }[]).filter((c) => c.url.endsWith('/update-info'));

const openInfo = async (
  update: () => ReturnType<typeof envelope> | { ok: false; error: { code: 'http'; message: string } } = () =>
    envelope(true),
) => {
  routeHttp(
    (r) => (r.url === '/api/blade-system/user/info' ? envelope(userInfo) : undefined),
    (r) => (r.url === '/api/blade-system/user/update-info' ? update() : undefined),
  );
  await renderPage(<InfoPage />);
  await waitFor(() => expect(input('phone').value).toBe('13888000001'));
};

describe('personal information: info tab', () => {
  it('shows the phone message before anything is sent, then saves and says 更新成功', async () => {
    await openInfo();
    expect(screen.getByTestId('info-account').textContent).toBe('admin');
    type('phone', '1388800');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('手机号码长度不为11位');
    expect(updateCalls()).toHaveLength(0);

    type('phone', '13900001111');
    type('realName', '段志远');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('info-save-outcome').textContent).toBe('更新成功'));
    expect(updateCalls()).toEqual([
      {
        method: 'POST',
        url: '/api/blade-system/user/update-info',
        data: { name: '管理员', realName: '段志远', avatar: '', phone: '13900001111', email: 'admin@dali-travel.cn' },
      },
    ]);
  });

  it('keeps what was typed when the server refuses the save and shows its message', async () => {
    await openInfo(() => ({ ok: false, error: { code: 'http', message: '邮箱格式不正确' } }));
    type('email', 'ops@dali-travel.cn');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('info-save-outcome').textContent).toBe('邮箱格式不正确'));
    expect(input('email').value).toBe('ops@dali-travel.cn');
    expect(screen.getByRole('button', { name: '保存' })).not.toHaveProperty('disabled', true);
  });

  it('refuses a too-big or non-image avatar before uploading, and uploads a valid one', async () => {
    await openInfo();
    api.handle('http.upload', () =>
      envelope({
        link: 'http://127.0.0.1:9100/oss/20240507/abc.png',
        name: 'abc.png',
        domain: '',
        originalName: 'me.png',
      }),
    );
    const file = screen.getByTestId('info-avatar-input') as HTMLInputElement;
    const big = new File([new Uint8Array(600 * 1024)], 'me.png', { type: 'image/png' });
    fireEvent.change(file, { target: { files: [big] } });
    // The avatar's one refusal text, the same the user form's avatar field shows (upload-limits.ts).
    await screen.findByText('只能上传jpg/png文件，且不超过500KB');
    const gif = new File([new Uint8Array(10)], 'me.gif', { type: 'image/gif' });
    fireEvent.change(file, { target: { files: [gif] } });
    await screen.findByText('只能上传jpg/png文件，且不超过500KB');
    expect(api.callsTo('http.upload')).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(file, { target: { files: [png] } });
    await screen.findByText('头像已上传，保存后生效');
    const [upload] = api.callsTo('http.upload') as {
      url: string;
      fileName: string;
      mimeType: string;
      bytes: Uint8Array;
    }[];
    expect(upload.url).toBe('/api/blade-resource/oss/endpoint/put-file');
    expect(upload.fileName).toBe('me.png');
    expect(Array.from(upload.bytes)).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const preview = within(screen.getByTestId('info-avatar-preview')).getByRole('img');
    expect(preview.getAttribute('src') ?? preview.querySelector('img')?.getAttribute('src')).toBe(
      'http://127.0.0.1:9100/oss/20240507/abc.png',
    );
  });
});

describe('personal information: password tab', () => {
  const openPasswordTab = async () => {
    await openInfo();
    fireEvent.click(screen.getByRole('tab', { name: '修改密码' }));
    await waitFor(() => expect(input('oldPassword')).toBeTruthy());
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '修改密码' }));

  it('asks for each password and a matching confirmation before calling the host', async () => {
    await openPasswordTab();
    submit();
    await screen.findByText('请输入原密码');
    expect(screen.getByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请输入确认密码')).toBeTruthy();
    type('oldPassword', 'admin');
    type('newPassword', 'Dali@2024');
    type('newPassword1', 'Dali@2025');
    submit();
    await screen.findByText('两次密码输入不一致');
    expect(api.callsTo('auth.changePassword')).toHaveLength(0);
  });

  it('shows the server message for a wrong old password and keeps the form, then succeeds', async () => {
    await openPasswordTab();
    let answer: 'wrong' | 'ok' = 'wrong';
    api.handle('auth.changePassword', () =>
      answer === 'wrong' ? { ok: false, error: { code: 'http', message: '原密码不正确!' } } : { ok: true, data: null },
    );
    type('oldPassword', 'nope');
    type('newPassword', 'Dali@2024');
    type('newPassword1', 'Dali@2024');
    submit();
    await waitFor(() => expect(screen.getByTestId('password-outcome').textContent).toBe('原密码不正确!'));
    expect(input('newPassword').value).toBe('Dali@2024');

    answer = 'ok';
    type('oldPassword', 'admin');
    submit();
    await screen.findByText('修改密码成功，下次登录请使用新密码');
    expect(api.callsTo('auth.changePassword')).toEqual([
      { oldPassword: 'nope', newPassword: 'Dali@2024', newPassword1: 'Dali@2024' },
      { oldPassword: 'admin', newPassword: 'Dali@2024', newPassword1: 'Dali@2024' },
    ]);
    expect(input('oldPassword').value).toBe('');
  });
});
