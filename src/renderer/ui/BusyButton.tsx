import { Button, Spinner, type ButtonProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface BusyButtonProps {
  /** While its work runs: disabled, a spinner as its icon and `busyLabel` as its text. */
  busy: boolean;
  /** The text while busy; the usual text when omitted. */
  busyLabel?: string;
  /** A reason beyond `busy` why it cannot be pressed now (nothing chosen, another task running). */
  disabled?: boolean;
  /** Primary unless told otherwise. */
  appearance?: ButtonProps['appearance'];
  type?: 'button' | 'submit';
  onClick?: () => void;
  'data-testid'?: string;
  children: ReactNode;
}

/** A button whose work takes a while (save, upload, sign out): it cannot start the work twice, and it spins meanwhile. */
export const BusyButton = ({
  busy,
  busyLabel,
  disabled,
  appearance = 'primary',
  type = 'button',
  onClick,
  'data-testid': testId,
  children,
}: BusyButtonProps) => (
  <Button
    appearance={appearance}
    type={type}
    disabled={busy || disabled}
    icon={busy ? <Spinner size="tiny" /> : undefined}
    onClick={onClick}
    data-testid={testId}
  >
    {busy && busyLabel !== undefined ? busyLabel : children}
  </Button>
);
