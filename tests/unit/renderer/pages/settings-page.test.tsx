import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasUnsavedWork } from '../../../../src/renderer/platform/dirty-forms';
import { SettingsPage } from '../../../../src/renderer/shell/settings/SettingsPage';
import { parseDraft, draftOf } from '../../../../src/renderer/shell/settings/settings-draft';
import { usePolicyStore } from '../../../../src/renderer/stores/policy-store';
import { sessionActions } from '../../../../src/renderer/stores/session-store';
import { settingsActions } from '../../../../src/renderer/stores/settings-store';
import { fallbackSettings } from '../../../../src/renderer/stores/updates/settings-updates';
import type { SessionView } from '../../../../src/shared/contract/session';
import type { PolicyView } from '../../../../src/shared/policy';
import { noPolicy } from '../../../../src/shared/policy-view';
import type { PublicSettings } from '../../../../src/shared/settings';
import { FakeApi } from '../fake-api';
import { renderWithProviders } from '../render-with-providers';

const api = new FakeApi();

const view = (roleName: string): SessionView => ({
  signedIn: true,
  issuedAt: 1,
  user: {
    userId: '1',
    tenantId: '000000',
    account: 'admin',
    realName: '管理员',
    avatar: '',
    deptId: '',
    roleId: '',
    postId: '',
    roleName,
    oauthId: '',
  },
});

const forced: PolicyView = {
  ...noPolicy,
  locks: {
    serverUrl: {
      source: 'windows-machine',
      location: 'HKLM\\Software\\Policies\\DaliBackoffice',
      policyName: 'ServerUrl',
    },
  },
  idleLock: { minutes: 15, mayLengthen: false },
};

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

beforeAll(() => {
  window.api = api;
});
beforeEach(() => {
  api.reset();
  settingsActions.received({ ...fallbackSettings, serverUrl: 'https://bladex.dali.gov.cn', idleLockMinutes: 10 });
});
afterEach(cleanup);

const open = async (roleName: string, policy: PolicyView) => {
  api.handle('policy.get', () => ({ ok: true, data: policy }));
  usePolicyStore.setState({ loaded: true, policy });
  sessionActions.loaded(view(roleName));
  await renderWithProviders(<SettingsPage />);
};

describe('the connection and security settings screen', () => {
  it('shows a forced setting as locked with its reason; the idle lock within the policy’s ceiling', async () => {
    await open('administrator', forced);
    expect(input('serverUrl').disabled).toBe(true);
    expect(screen.getByTestId('locked-serverUrl').textContent).toBe('由 IT 策略锁定：本机注册表 HKLM(ServerUrl)');
    expect(input('clientId').disabled).toBe(false);
    expect(screen.getByText('IT 策略规定最长 15 分钟，不能关闭')).toBeTruthy();
    expect(screen.getByTestId('policy-summary').textContent).toContain('HKLM\\Software\\Policies\\DaliBackoffice');
  });

  it('keeps every field and the save button disabled until main has said what policy locks', async () => {
    usePolicyStore.setState({ loaded: false, policy: noPolicy });
    sessionActions.loaded(view('administrator'));
    await renderWithProviders(<SettingsPage />);
    expect(input('clientId').disabled).toBe(true);
    expect((screen.getByTestId('settings-save') as HTMLButtonElement).disabled).toBe(true);
    act(() => usePolicyStore.setState({ loaded: true, policy: noPolicy }));
    expect(input('clientId').disabled).toBe(false);
  });

  it('is read-only for anyone but an administrator', async () => {
    await open('operator', noPolicy);
    expect(screen.getByText('只有管理员可以修改这些设置。')).toBeTruthy();
    expect(input('clientId').disabled).toBe(true);
    expect(screen.queryByTestId('settings-save')).toBeNull();
  });

  it('asks for the password, sends only what changed, and warns that a new server signs out', async () => {
    await open('administrator', noPolicy);
    api.handle('settings.setProtected', (request) => {
      const { password, patch } = request as { password: string; patch: Partial<PublicSettings> };
      if (password !== 'admin') {
        return {
          ok: false,
          error: { code: 'validation', message: '密码错误', fieldErrors: { password: '密码错误，请重新输入' } },
        };
      }
      return { ok: true, data: { ...fallbackSettings, ...patch } };
    });
    fireEvent.change(input('serverUrl'), { target: { value: 'https://other.example' } });
    fireEvent.change(input('idleLockMinutes'), { target: { value: '5' } });
    expect(hasUnsavedWork()).toBe(true);
    fireEvent.click(screen.getByTestId('settings-save'));
    await screen.findByText(/会立即退出登录/);

    fireEvent.change(input('adminPassword'), { target: { value: 'guess' } });
    await act(async () => fireEvent.click(screen.getByTestId('settings-confirm')));
    await screen.findByText('密码错误，请重新输入');

    fireEvent.change(input('adminPassword'), { target: { value: 'admin' } });
    await act(async () => fireEvent.click(screen.getByTestId('settings-confirm')));
    await waitFor(() => expect(screen.getByTestId('settings-outcome').textContent).toBe('设置已保存'));
    expect(api.callsTo('settings.setProtected').at(-1)).toEqual({
      password: 'admin',
      patch: { serverUrl: 'https://other.example', idleLockMinutes: 5 },
    });
  });

  it('names the field that is wrong before anything is sent', async () => {
    await open('administrator', noPolicy);
    fireEvent.change(input('serverUrl'), { target: { value: 'ftp://x' } });
    fireEvent.change(input('updateMaintenanceWindow'), { target: { value: '2-4' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await screen.findByText('请输入以 http:// 或 https:// 开头的地址');
    expect(screen.getByText('格式为 HH:MM-HH:MM,例如 02:00-04:00')).toBeTruthy();
    expect(api.callsTo('settings.setProtected')).toEqual([]);
  });
});

describe('settings draft', () => {
  it('keeps the idle lock inside the policy ceiling and never off under policy', () => {
    const current = { ...fallbackSettings, idleLockMinutes: 10 };
    const draft = draftOf(current);
    expect(parseDraft({ ...draft, idleLockMinutes: '30' }, current, forced).errors.idleLockMinutes).toMatchObject({
      params: { min: 1, max: 15 },
    });
    expect(parseDraft({ ...draft, idleLockMinutes: '0' }, current, forced).errors.idleLockMinutes).toBeDefined();
    expect(parseDraft({ ...draft, idleLockMinutes: '0' }, current, noPolicy).patch).toEqual({ idleLockMinutes: 0 });
    expect(parseDraft({ ...draft, statusWhiteList: '400, 403' }, current, noPolicy).patch).toEqual({
      statusWhiteList: [400, 403],
    });
  });
});

describe('the SM2 public key of SpringBlade sign-in', () => {
  const key = `04${'ab'.repeat(64)}`;

  it('shows the built-in server’s key to an administrator and fills the setting with it', async () => {
    settingsActions.received({ ...fallbackSettings, serverUrl: null });
    const asked: string[] = [];
    api.handle('http.request', (request) => {
      asked.push((request as { url: string }).url);
      return {
        ok: true,
        data: {
          status: 200,
          data: { code: 200, success: true, data: { publicKey: key, cipherMode: 0, keyFile: 'sm2.key' }, msg: '' },
        },
      };
    });
    await open('administrator', noPolicy);
    await waitFor(() => expect((screen.getByTestId('embedded-sm2-key') as HTMLTextAreaElement).value).toBe(key));
    expect(asked).toContain('/api/blade-auth/sm2/public-key');
    expect(screen.getByText(/sm2\.key/)).toBeTruthy();
    fireEvent.click(screen.getByText('填入上方设置'));
    expect(input('sm2PublicKey').value).toBe(key);
  });

  it('says why when the key cannot be read, and refuses a malformed key in the field', async () => {
    settingsActions.received({ ...fallbackSettings, serverUrl: null });
    api.handle('http.request', () => ({
      ok: true,
      data: { status: 200, data: { code: 403, success: false, data: {}, msg: '无权访问' } },
    }));
    await open('administrator', noPolicy);
    await waitFor(() => expect(screen.getByText(/无法读取内置服务器的 SM2 公钥/)).toBeTruthy());
    const draft = { ...draftOf(fallbackSettings), sm2PublicKey: '04abc' };
    expect(parseDraft(draft, fallbackSettings, noPolicy).errors.sm2PublicKey).toEqual({
      key: 'desktop.settings.sm2PublicKeyInvalid',
    });
    expect(parseDraft({ ...draft, sm2PublicKey: ` ${key} ` }, fallbackSettings, noPolicy).patch).toEqual({
      sm2PublicKey: key,
    });
  });

  it('is not fetched for a remote server nor for someone who is no administrator', async () => {
    const asked: string[] = [];
    api.handle('http.request', (request) => {
      asked.push((request as { url: string }).url);
      return { ok: true, data: { status: 200, data: { code: 200, success: true, data: {}, msg: '' } } };
    });
    await open('administrator', noPolicy);
    settingsActions.received({ ...fallbackSettings, serverUrl: null });
    cleanup();
    await open('operator', noPolicy);
    expect(asked.filter((url) => url.includes('sm2'))).toEqual([]);
    expect(screen.queryByTestId('embedded-sm2-key')).toBeNull();
  });
});
