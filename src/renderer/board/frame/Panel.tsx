import { makeStyles, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  panel: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    minWidth: 0,
    padding: '14px 18px 16px',
    backgroundColor: 'rgba(8, 36, 78, 0.55)',
    border: '1px solid rgba(64, 158, 255, 0.35)',
    boxShadow: 'inset 0 0 24px rgba(30, 144, 255, 0.18)',
    borderRadius: '4px',
  },
  title: {
    margin: '0 0 12px',
    paddingLeft: '12px',
    fontSize: '22px',
    fontWeight: 600,
    letterSpacing: '0.06em',
    color: '#e6f4ff',
    borderLeft: '4px solid #2fc5ff',
    lineHeight: '26px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '12px',
  },
  body: { flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
});

/** A titled panel in the board's visual style; `extra` sits at the title's right (tabs, a search box). */
export const Panel = ({
  title,
  extra,
  className,
  testId,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}) => {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.panel, className)} data-testid={testId}>
      <h3 className={styles.title}>
        <span>{title}</span>
        {extra}
      </h3>
      <div className={styles.body}>{children}</div>
    </section>
  );
};
