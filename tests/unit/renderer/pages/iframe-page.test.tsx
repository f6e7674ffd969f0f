import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IframePage } from '../../../../src/renderer/shell/iframe/IframePage';
import { renderPage } from './page-harness';

afterEach(cleanup);

const at = (link: string, search = '') => `/myiframe/${encodeURIComponent(link)}${search}`;

describe('the embedded external page', () => {
  it('frames an https page in a sandbox without same-origin access, with its address shown', async () => {
    await renderPage(<IframePage />, { path: at('https://www.dali.gov.cn/news?id=7') });
    const frame = (await screen.findByTestId('iframe-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://www.dali.gov.cn/news?id=7');
    const sandbox = frame.getAttribute('sandbox')?.split(/\s+/) ?? [];
    expect(sandbox.sort()).toEqual(['allow-forms', 'allow-popups', 'allow-scripts']);
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect((screen.getByTestId('iframe-address') as HTMLInputElement).value).toBe('https://www.dali.gov.cn/news?id=7');
    expect(screen.getByRole('button', { name: '在浏览器中打开' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('refuses a javascript: link with a clear message and renders no frame', async () => {
    await renderPage(<IframePage />, { path: at('javascript:alert(document.cookie)') });
    await screen.findByText('只能打开以 http:// 或 https:// 开头的链接');
    expect(screen.getByTestId('iframe-refused-url').textContent).toContain('javascript:alert(document.cookie)');
    expect(screen.queryByTestId('iframe-frame')).toBeNull();
  });

  it('says so when no link was given, in English too', async () => {
    await renderPage(<IframePage />, { path: '/myiframe/', language: 'en' });
    await screen.findByText('No link was given to open');
    expect(screen.queryByTestId('iframe-frame')).toBeNull();
  });
});
