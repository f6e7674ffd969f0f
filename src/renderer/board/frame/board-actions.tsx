import { shorthands, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  action: {
    height: '30px',
    padding: '0 12px',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    fontSize: '15px',
    color: '#9fd6ff',
    backgroundColor: 'rgba(10, 50, 110, 0.55)',
    border: '1px solid rgba(64, 158, 255, 0.45)',
    borderRadius: '4px',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    ':hover': { color: '#fff', ...shorthands.borderColor('#2fc5ff') },
    ':disabled': { opacity: 0.6, cursor: 'default' },
  },
  query: {
    height: '36px',
    padding: '0 22px',
    fontSize: '17px',
    fontWeight: 600,
    color: '#fff',
    backgroundImage: 'linear-gradient(180deg, #1d7bff 0%, #0b3f9e 100%)',
    border: '1px solid #2fc5ff',
    borderRadius: '4px',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
  },
});

/** A small header action in the board's style. */
export const BoardAction = ({
  onClick,
  children,
  disabled,
  testId,
}: {
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  testId?: string;
}) => {
  const styles = useStyles();
  return (
    <button type="button" className={styles.action} onClick={onClick} disabled={disabled} data-testid={testId}>
      {children}
    </button>
  );
};

export const QueryButton = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => {
  const styles = useStyles();
  return (
    <button type="button" className={styles.query} onClick={onClick} data-testid="board-query">
      {children}
    </button>
  );
};
