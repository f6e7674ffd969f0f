import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BusyButton } from './BusyButton';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogProps {
  title: ReactNode;
  /** While the work runs: both buttons are disabled, the submit spins, and nothing closes the dialog. */
  busy: boolean;
  submitLabel: string;
  /** The submit's text while busy; its usual text when omitted. */
  busyLabel?: string;
  cancelLabel: string;
  onSubmit: () => void;
  /** Cancel, Esc, and with `modalType: 'modal'` an outside click; none of them while busy. */
  onCancel: () => void;
  children: ReactNode;
  /** Controlled by the caller when the dialog stays mounted; open when omitted. */
  open?: boolean;
  /** `alert` (the default): an outside click does nothing. `modal`: an outside click cancels, as Esc does. */
  modalType?: 'alert' | 'modal';
  /**
   * The content is a `<form>` and the submit its submit button, so Enter in a box submits. Off, only a click on
   * the button does (a dialog whose boxes take Enter for themselves, or that has none).
   */
  submitOnEnter?: boolean;
  /** A reason beyond `busy` why the submit cannot run yet (nothing loaded). */
  submitDisabled?: boolean;
  submitTestId?: string;
  /** Merged over the content's column layout (another gap, a minimum width). */
  contentClassName?: string;
  surfaceClassName?: string;
}

/**
 * The frame of a dialog that does one thing: a title, the content, Cancel and the submit. Saving disables both
 * buttons and keeps the dialog open whatever is pressed; an error is the caller's to show in the content, so what
 * was typed stays.
 */
export const FormDialog = ({
  title,
  busy,
  submitLabel,
  busyLabel,
  cancelLabel,
  onSubmit,
  onCancel,
  children,
  open = true,
  modalType = 'alert',
  submitOnEnter = false,
  submitDisabled,
  submitTestId,
  contentClassName,
  surfaceClassName,
}: FormDialogProps) => {
  const styles = useStyles();
  // Closed, nothing is mounted. A Dialog kept mounted and opened again soon after it closed could come back with
  // its surface left aria-hidden by the focus trap of its previous opening (seen on the board's sign-out: cancel,
  // then sign out again), so no button in it could be reached. Each opening is a fresh Dialog.
  if (!open) return null;
  const body = (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent className={mergeClasses(styles.content, contentClassName)}>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <BusyButton
          type={submitOnEnter ? 'submit' : 'button'}
          busy={busy}
          busyLabel={busyLabel}
          disabled={submitDisabled}
          onClick={submitOnEnter ? undefined : onSubmit}
          data-testid={submitTestId}
        >
          {submitLabel}
        </BusyButton>
      </DialogActions>
    </DialogBody>
  );
  return (
    <Dialog open={open} modalType={modalType} onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface className={surfaceClassName}>
        {submitOnEnter ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) onSubmit();
            }}
          >
            {body}
          </form>
        ) : (
          body
        )}
      </DialogSurface>
    </Dialog>
  );
};
