import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeDialog } from '../../../../src/renderer/shell/dialogs/ThemeDialog';
import { settingsActions, useSettingsStore } from '../../../../src/renderer/stores/settings-store';
import { fallbackSettings, initialSettingsState } from '../../../../src/renderer/stores/updates/settings-updates';
import { api, renderPage } from '../pages/page-harness';

beforeAll(() => {
  window.api = api;
});

beforeEach(() => {
  api.reset();
  useSettingsStore.setState(initialSettingsState, true);
  settingsActions.received({ ...fallbackSettings, themeName: 'theme-white' });
  api.handle('settings.set', (patch) => ({ ok: true, data: { ...fallbackSettings, ...(patch as object) } }));
});

afterEach(cleanup);

/** Issue 19 item 13: the current-theme mark is on the chosen card; focus stays in the dialog and Esc closes it. */
describe('the theme dialog', () => {
  it('marks the chosen card, keeps the focus on it, and still closes on Esc', async () => {
    const onClose = vi.fn();
    await renderPage(<ThemeDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    const dark = dialog.querySelector<HTMLButtonElement>('[data-theme="theme-dark"]');
    expect(dark).not.toBeNull();
    // The host answers later: while it saves, the card just clicked must keep the focus (a disabled button loses it).
    let answer: () => void = () => undefined;
    api.handle(
      'settings.set',
      (patch) =>
        new Promise((resolve) => {
          answer = () => resolve({ ok: true, data: { ...fallbackSettings, ...(patch as object) } });
        }),
    );
    dark!.focus();
    fireEvent.click(dark!);
    await waitFor(() => expect(dark!.getAttribute('aria-disabled')).toBe('true'));
    expect(dark!.disabled).toBe(false);
    expect(document.activeElement).toBe(dark);
    answer();
    await waitFor(() => expect(dark!.getAttribute('aria-pressed')).toBe('true'));
    // Positioned against the card itself, not the dialog.
    expect(getComputedStyle(dark!).position).toBe('relative');
    // The mark is inside the chosen card, and only there.
    const marks = screen.getAllByLabelText('当前主题');
    expect(marks).toHaveLength(1);
    expect(dark!.contains(marks[0])).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(dark);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
