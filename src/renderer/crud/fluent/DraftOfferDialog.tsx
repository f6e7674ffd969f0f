import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import type { Draft } from '../../../shared/contract/screen-memory';
import { useCrudText } from '../i18n/use-crud-text';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2024-05-01 09:30` in the machine's time zone, as the operator saw the clock when typing. */
export const savedAtText = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export interface DraftOfferDialogProps {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
  /** Esc: not now. The form starts as it is; the draft stays until the form writes its own. */
  onDismiss: () => void;
}

/**
 * Offers back what the operator typed in this form before a closed tab, a reload or a crash. Restore is the
 * default button (the keyboard starts on it); an outside click does nothing, Esc decides later.
 */
export const DraftOfferDialog = ({ draft, onRestore, onDiscard, onDismiss }: DraftOfferDialogProps) => {
  const { ct } = useCrudText();
  // The dialog puts the keyboard on its first button; Enter out of habit must not throw the draft away.
  // (Effects run child first: this one comes after the dialog's own.)
  const restoreRef = useRef<HTMLButtonElement>(null);
  useEffect(() => restoreRef.current?.focus(), []);
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onDismiss()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{ct('draft.title')}</DialogTitle>
          <DialogContent>{ct('draft.body', { time: savedAtText(draft.savedAt) })}</DialogContent>
          <DialogActions>
            <Button onClick={onDiscard}>{ct('draft.discard')}</Button>
            <Button appearance="primary" onClick={onRestore} ref={restoreRef}>
              {ct('draft.restore')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
