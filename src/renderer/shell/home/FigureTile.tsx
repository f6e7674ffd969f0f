import { makeStyles, mergeClasses, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    minWidth: 0,
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
  icon: { display: 'flex', fontSize: '20px', color: tokens.colorBrandForeground1 },
  label: { fontSize: tokens.fontSizeBase300 },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    fontVariantNumeric: 'tabular-nums',
  },
  attention: { color: tokens.colorPaletteDarkOrangeForeground1 },
  hint: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, minHeight: '16px' },
});

export interface FigureTileProps {
  label: string;
  value?: string;
  hint?: string;
  icon?: ReactNode;
  /** A figure that asks for action (pending approvals, errors) is coloured when it is not zero. */
  attention?: boolean;
  loading?: boolean;
  testId?: string;
}

export const FigureTile = ({ label, value, hint, icon, attention, loading, testId }: FigureTileProps) => {
  const styles = useStyles();
  return (
    <section className={styles.tile} aria-label={label} aria-busy={loading || undefined}>
      <div className={styles.head}>
        {icon ? <span className={styles.icon}>{icon}</span> : null}
        <span className={styles.label}>{label}</span>
      </div>
      {loading ? (
        <Skeleton aria-label={label}>
          <SkeletonItem size={32} style={{ width: '60%' }} />
        </Skeleton>
      ) : (
        <p className={mergeClasses(styles.value, attention && styles.attention)} data-testid={testId}>
          {value}
        </p>
      )}
      <span className={styles.hint}>{loading ? '' : hint}</span>
    </section>
  );
};
