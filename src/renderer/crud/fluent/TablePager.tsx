import { Button, Dropdown, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { formatCount } from '../../../shared/number-format';
import { useCrudText } from '../i18n/use-crud-text';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalS,
    flexWrap: 'wrap',
  },
  size: { minWidth: '110px' },
});

export interface TablePagerProps {
  total: number;
  current: number;
  size: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Total, page size (10/30/50/100/200) and previous/next with the page number. */
export const TablePager = ({ total, current, size, pageSizes, onPage, onSize }: TablePagerProps) => {
  const styles = useStyles();
  const { ct, language } = useCrudText();
  const pages = Math.max(1, Math.ceil(total / size));
  const n = (value: number) => formatCount(value, language);
  return (
    <nav className={styles.pager} aria-label={ct('pageOf', { page: n(current), pages: n(pages) })}>
      <Text data-testid="crud-total">{ct('total', { total: n(total) })}</Text>
      <Dropdown
        className={styles.size}
        aria-label={ct('pageSize', { size })}
        value={ct('pageSize', { size })}
        selectedOptions={[String(size)]}
        onOptionSelect={(_, data) => onSize(Number(data.optionValue))}
      >
        {pageSizes.map((option) => (
          <Option key={option} value={String(option)} text={ct('pageSize', { size: option })}>
            {ct('pageSize', { size: option })}
          </Option>
        ))}
      </Dropdown>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={ct('previousPage')}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      />
      <Text>{ct('pageOf', { page: n(current), pages: n(pages) })}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={ct('nextPage')}
        disabled={current >= pages}
        onClick={() => onPage(current + 1)}
      />
    </nav>
  );
};
