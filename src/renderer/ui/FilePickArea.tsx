import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, type ReactElement, type ReactNode } from 'react';

const useStyles = makeStyles({
  area: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  hidden: { display: 'none' },
});

export interface FilePickAreaProps {
  /** The button's text. */
  label: string;
  icon: ReactElement;
  /** The chooser's filter: `.xlsx`, or `acceptAttribute(extensions)`. It only guides; the caller still checks. */
  accept?: string;
  disabled: boolean;
  /** The first chosen file; not called when the chooser was dismissed. */
  onPick: (file: File) => void;
  /** The button's id, for a Field label's `htmlFor`. */
  buttonId?: string;
  /** The hidden input's accessible name. */
  inputLabel?: string;
  inputTestId?: string;
  /** What follows the button: the chosen file, or nothing yet. */
  children?: ReactNode;
}

/**
 * A Fluent button in front of a hidden `<input type="file">`: the button opens the chooser, the first chosen file
 * goes to `onPick`. The input is cleared after every choice, so choosing the same file again (after fixing it)
 * is seen as a new choice.
 */
export const FilePickArea = ({
  label,
  icon,
  accept,
  disabled,
  onPick,
  buttonId,
  inputLabel,
  inputTestId,
  children,
}: FilePickAreaProps) => {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.area}>
      <Button id={buttonId} icon={icon} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      {children}
      <input
        ref={input}
        type="file"
        className={styles.hidden}
        accept={accept}
        aria-label={inputLabel}
        data-testid={inputTestId}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (picked) onPick(picked);
        }}
      />
    </div>
  );
};
