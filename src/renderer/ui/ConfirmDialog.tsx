import { useTranslation } from 'react-i18next';
import { FormDialog } from './FormDialog';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  /** While the confirmed action runs: the buttons are disabled and OK spins. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Saber's `$confirm`: a question, OK and Cancel; Esc and Cancel dismiss it. */
export const ConfirmDialog = ({ open, message, title, busy = false, onConfirm, onCancel }: ConfirmDialogProps) => {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      title={title ?? t('dialogs.confirmTitle')}
      busy={busy}
      submitLabel={t('dialogs.ok')}
      cancelLabel={t('dialogs.cancel')}
      onSubmit={onConfirm}
      onCancel={onCancel}
    >
      {message}
    </FormDialog>
  );
};
