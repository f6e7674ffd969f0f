import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

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
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{title ?? t('dialogs.confirmTitle')}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onCancel}>
              {t('dialogs.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={onConfirm}
            >
              {t('dialogs.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
