import { Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, DismissRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useCrudText } from '../../i18n/use-crud-text';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', width: '100%' },
  trigger: { flexGrow: 1, justifyContent: 'space-between', fontWeight: tokens.fontWeightRegular, minWidth: 0 },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  placeholder: { color: tokens.colorNeutralForeground4 },
  surface: { maxHeight: '360px', overflowY: 'auto', minWidth: '280px', padding: tokens.spacingVerticalS },
});

export interface TreePopoverProps {
  id: string;
  label: string;
  /** What the button shows: the chosen labels, or nothing (the placeholder). */
  summary: string;
  disabled: boolean;
  onClear?: () => void;
  children: (close: () => void) => ReactNode;
}

/** A select whose list is a tree: a button showing the choice, the tree in a popover. */
export const TreePopover = ({ id, label, summary, disabled, onClear, children }: TreePopoverProps) => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.row}>
      <Popover
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        positioning="below-start"
        trapFocus
        // Rendered in place: inside a modal drawer a portaled surface would sit outside the modal.
        inline
      >
        <PopoverTrigger disableButtonEnhancement>
          <Button
            id={id}
            className={styles.trigger}
            disabled={disabled}
            icon={<ChevronDownRegular />}
            iconPosition="after"
            aria-haspopup="tree"
          >
            <span className={`${styles.text} ${summary ? '' : styles.placeholder}`}>{summary || ct('choose')}</span>
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={label}>
          {children(() => setOpen(false))}
        </PopoverSurface>
      </Popover>
      {onClear && summary && !disabled && (
        <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={ct('reset')} onClick={onClear} />
      )}
    </span>
  );
};
