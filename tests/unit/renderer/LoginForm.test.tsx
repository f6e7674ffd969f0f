import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm, type LoginFormProps, type LoginOutcome } from '../../../src/renderer/shell/login/LoginForm';
import type { LoginValues } from '../../../src/renderer/shell/login/login-validation';
import { renderWithProviders } from './render-with-providers';

afterEach(cleanup);

const props = (overrides: Partial<LoginFormProps> = {}): LoginFormProps => ({
  showTenant: true,
  showCaptcha: true,
  defaultTenantId: '',
  captchaImage: 'data:image/png;base64,iVBORw0KGgo=',
  captchaLoading: false,
  captchaFailed: false,
  onRefreshCaptcha: vi.fn(),
  onSubmit: vi.fn(async (): Promise<LoginOutcome> => ({ ok: true })),
  ...overrides,
});

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));
const alertTexts = () => screen.queryAllByText(/^请输入/).map((el) => el.textContent);

describe('LoginForm', () => {
  it('shows the required messages under the fields, in screen order, and sends nothing', async () => {
    const p = props();
    await renderWithProviders(<LoginForm {...p} />);
    submit();
    await waitFor(() => expect(alertTexts()).toEqual(['请输入租户编号', '请输入账号', '请输入密码', '请输入验证码']));
    expect(p.onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('租户编号'));
  });

  it('checks only what is shown and pre-fills the default tenant', async () => {
    const p = props({ showTenant: false, showCaptcha: false });
    await renderWithProviders(<LoginForm {...p} />);
    expect(screen.queryByLabelText('租户编号', { exact: false })).toBeNull();
    expect(screen.queryByLabelText('验证码', { exact: false, selector: 'input' })).toBeNull();
    submit();
    await waitFor(() => expect(alertTexts()).toEqual(['请输入账号', '请输入密码']));

    cleanup();
    await renderWithProviders(<LoginForm {...props({ defaultTenantId: '000000' })} />);
    expect(field('租户编号').value).toBe('000000');
  });

  it('clears a message once its field is typed in', async () => {
    await renderWithProviders(<LoginForm {...props({ showTenant: false })} />);
    submit();
    await waitFor(() => expect(alertTexts()).toHaveLength(3));
    type('账号', 'admin');
    expect(alertTexts()).toEqual(['请输入密码', '请输入验证码']);
  });

  it('submits the typed values with Enter', async () => {
    const onSubmit = vi.fn(async (_values: LoginValues): Promise<LoginOutcome> => ({ ok: true }));
    await renderWithProviders(<LoginForm {...props({ showTenant: false, onSubmit })} />);
    type('账号', 'admin');
    type('密码', 'admin');
    type('验证码', 'e2e42');
    await act(async () => {
      fireEvent.submit(field('验证码').form as HTMLFormElement);
    });
    expect(onSubmit).toHaveBeenCalledWith({ tenantId: '', username: 'admin', password: 'admin', captchaCode: 'e2e42' });
  });

  it('shows the server message and keeps everything typed except the captcha', async () => {
    let answer: (outcome: LoginOutcome) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<LoginOutcome>((resolve) => (answer = resolve)));
    await renderWithProviders(<LoginForm {...props({ onSubmit, defaultTenantId: '000000' })} />);
    type('账号', 'admin');
    type('密码', 'wrong');
    type('验证码', 'e2e42');
    submit();

    const busyButton = await screen.findByRole('button', { name: /登录中/ });
    expect(busyButton).toHaveProperty('disabled', true);

    await act(async () => answer({ ok: false, message: '用户名或密码不正确' }));
    expect(screen.getByRole('alert').textContent).toContain('用户名或密码不正确');
    expect(field('租户编号').value).toBe('000000');
    expect(field('账号').value).toBe('admin');
    expect(field('密码').value).toBe('wrong');
    expect(field('验证码').value).toBe('');
    expect(screen.getByRole('button', { name: '登录' })).toHaveProperty('disabled', false);
  });

  it('refreshes the captcha from its image button', async () => {
    const onRefreshCaptcha = vi.fn();
    await renderWithProviders(<LoginForm {...props({ onRefreshCaptcha })} />);
    const button = screen.getByRole('button', { name: '点击刷新验证码' });
    expect(button.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
    fireEvent.click(button);
    expect(onRefreshCaptcha).toHaveBeenCalledTimes(1);
  });

  it('reveals the password on request', async () => {
    await renderWithProviders(<LoginForm {...props()} />);
    expect(field('密码').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(field('密码').type).toBe('text');
  });

  it('speaks English when asked', async () => {
    await renderWithProviders(<LoginForm {...props()} />, 'en');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByText('Please enter your account')).toBeTruthy());
  });
});
