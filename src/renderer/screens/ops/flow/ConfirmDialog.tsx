import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useFlowText } from './flow-texts';

export interface ConfirmDialogProps {
  title: string;
  message?: string;
  children?: ReactNode;
  confirmLabel?: string;
  /** Disables OK (a required field is empty). */
  blocked?: boolean;
  onCancel: () => void;
  /** Runs with OK disabled until it settles; the dialog stays open on failure (the caller shows why). */
  onConfirm: () => Promise<void>;
}

/** A modal question whose OK waits for the call it makes. */
export const ConfirmDialog = ({
  title,
  message,
  children,
  confirmLabel,
  blocked,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) => {
  const text = useFlowText();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && !busy && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {message && <p>{message}</p>}
            {children}
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onCancel}>
              {text.cancel}
            </Button>
            <Button
              appearance="primary"
              disabled={busy || blocked}
              onClick={() => {
                setBusy(true);
                void onConfirm().finally(() => setBusy(false));
              }}
            >
              {busy ? text.saving : (confirmLabel ?? text.confirm)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
