import { Input } from '@fluentui/react-components';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog, type FormDialogProps } from '../../../../src/renderer/ui/FormDialog';
import { renderWithProviders } from '../render-with-providers';

afterEach(cleanup);

const renderDialog = async (props: Partial<FormDialogProps> = {}) => {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  await renderWithProviders(
    <FormDialog
      title="设置锁屏密码"
      busy={false}
      submitLabel="锁定"
      busyLabel="锁定中..."
      cancelLabel="取消"
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitTestId="dialog-submit"
      {...props}
    >
      <Input aria-label="密码" />
    </FormDialog>,
  );
  return { onSubmit, onCancel };
};

const submitButton = () => screen.getByTestId('dialog-submit') as HTMLButtonElement;
const cancelButton = () => screen.getByRole('button', { name: '取消' }) as HTMLButtonElement;
const pressEscape = () => fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
const backdrop = () => document.querySelector('.fui-DialogSurface__backdrop') as HTMLElement;

describe('FormDialog', () => {
  it('shows the title and content; the buttons submit and cancel', async () => {
    const { onSubmit, onCancel } = await renderDialog();
    expect(screen.getByRole('alertdialog', { name: '设置锁屏密码' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '密码' })).toBeTruthy();
    expect(submitButton().textContent).toBe('锁定');
    fireEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(cancelButton());
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy: both buttons disabled, the submit spins with its busy text, Esc does not close', async () => {
    const { onSubmit, onCancel } = await renderDialog({ busy: true });
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toBe('锁定中...');
    expect(submitButton().querySelector('.fui-Spinner')).not.toBeNull();
    expect(cancelButton().disabled).toBe(true);
    pressEscape();
    fireEvent.click(submitButton());
    expect(onCancel).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Esc cancels; an outside click does nothing by default and cancels only as a modal', async () => {
    const alert = await renderDialog();
    fireEvent.click(backdrop());
    expect(alert.onCancel).not.toHaveBeenCalled();
    pressEscape();
    expect(alert.onCancel).toHaveBeenCalledTimes(1);
    cleanup();

    const modal = await renderDialog({ modalType: 'modal' });
    fireEvent.click(backdrop());
    expect(modal.onCancel).toHaveBeenCalledTimes(1);
  });

  it('without submitOnEnter there is no form: only the button submits', async () => {
    await renderDialog();
    expect(document.querySelector('form')).toBeNull();
    expect(submitButton().type).toBe('button');
  });

  it('with submitOnEnter the content is a form whose submit is the button; a submit while busy is ignored', async () => {
    const idle = await renderDialog({ submitOnEnter: true });
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    expect(submitButton().type).toBe('submit');
    expect(submitButton().form).toBe(form);
    expect(cancelButton().type).toBe('button');
    fireEvent.submit(form);
    expect(idle.onSubmit).toHaveBeenCalledTimes(1);
    cleanup();

    const busy = await renderDialog({ submitOnEnter: true, busy: true });
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    expect(busy.onSubmit).not.toHaveBeenCalled();
  });

  it('submitDisabled holds the submit back without busying the dialog', async () => {
    const { onCancel } = await renderDialog({ submitDisabled: true });
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toBe('锁定');
    expect(cancelButton().disabled).toBe(false);
    pressEscape();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', async () => {
    await renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
