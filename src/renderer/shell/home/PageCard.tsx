import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    minWidth: 0,
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

export interface PageCardProps {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled panel of the home page and the dashboard; the title names the region for screen readers. */
export const PageCard = ({ title, action, className, children }: PageCardProps) => {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={mergeClasses(styles.card, className)} aria-labelledby={id}>
      <div className={styles.head}>
        <h3 id={id} className={styles.title}>
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
};
