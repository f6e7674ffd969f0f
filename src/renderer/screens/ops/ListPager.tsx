import { Button, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  pager: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', justifyContent: 'flex-end' },
});

export interface ListPagerProps {
  total: number;
  size: number;
  current: number;
  onChange: (current: number) => void;
  texts: { total: (n: number) => string; prev: string; next: string };
}

/** Previous/next paging of the operations lists (workflow, logs); nothing when one page holds everything. */
export const ListPager = ({ total, size, current, onChange, texts }: ListPagerProps) => {
  const styles = useStyles();
  if (total <= size) return null;
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <div className={styles.pager}>
      <span>{texts.total(total)}</span>
      <Button disabled={current <= 1} onClick={() => onChange(current - 1)}>
        {texts.prev}
      </Button>
      <span>
        {current} / {pages}
      </span>
      <Button disabled={current >= pages} onClick={() => onChange(current + 1)}>
        {texts.next}
      </Button>
    </div>
  );
};
