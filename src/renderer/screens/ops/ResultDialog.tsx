import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface ResultDialogProps {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** Wide results (runs, report tables) need more than the default dialog width. */
  maxWidth: number;
  children: ReactNode;
}

/** A modal that shows what a call answered and only closes (Esc, outside click or its one button). */
export const ResultDialog = ({ title, closeLabel, onClose, maxWidth, children }: ResultDialogProps) => (
  <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onClose()}>
    <DialogSurface style={{ maxWidth }}>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button appearance="primary" onClick={onClose}>
            {closeLabel}
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  </Dialog>
);
