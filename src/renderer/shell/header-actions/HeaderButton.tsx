import { Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';

/** The top bar's icon button look, for buttons that must be built otherwise (a menu's trigger). */
export const useHeaderButtonStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0', right: '0', transform: 'translate(30%, -20%)', pointerEvents: 'none' },
  button: { minWidth: '32px', color: tokens.colorNeutralForeground2 },
});

export interface HeaderButtonProps {
  /** The tooltip, which is also the button's accessible name. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  badge?: ReactNode;
  pressed?: boolean;
}

/** An icon button of the top bar: a tooltip that names it, optionally a badge. */
export const HeaderButton = ({ label, icon, onClick, disabled, badge, pressed }: HeaderButtonProps) => {
  const styles = useHeaderButtonStyles();
  return (
    <span className={styles.wrap}>
      <Tooltip content={label} relationship="label" withArrow>
        <Button
          className={styles.button}
          appearance="subtle"
          icon={icon}
          disabled={disabled}
          aria-pressed={pressed}
          onClick={onClick}
        />
      </Tooltip>
      {badge && <span className={styles.badge}>{badge}</span>}
    </span>
  );
};
