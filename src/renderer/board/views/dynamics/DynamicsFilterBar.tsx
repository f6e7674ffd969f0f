import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  ORDER_SOURCES,
  PAY_TYPES,
  PRODUCT_TYPES,
  TRADE_TYPES,
  type DynamicsFilters,
  type SearchType,
} from './dynamics-data';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '10px 10px', fontSize: '15px' },
  label: { display: 'flex', alignItems: 'center', gap: '6px', color: '#a9c8e8' },
  control: {
    height: '34px',
    padding: '0 6px',
    color: '#e6f4ff',
    fontSize: '15px',
    colorScheme: 'dark',
    backgroundColor: 'rgba(10, 50, 110, 0.7)',
    border: '1px solid rgba(64, 158, 255, 0.6)',
    borderRadius: '4px',
  },
  keyword: { width: '170px' },
  button: {
    height: '34px',
    padding: '0 14px',
    fontSize: '15px',
    color: '#fff',
    backgroundColor: '#1d6fe0',
    border: '1px solid #2fc5ff',
    borderRadius: '4px',
    cursor: 'pointer',
  },
  plain: { backgroundColor: 'transparent', color: '#9fd6ff' },
});

const EnumSelect = ({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: Record<number, string>;
  onChange: (value: string) => void;
}) => {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <label className={styles.label}>
      {label}
      <select className={styles.control} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('board.dynamics.all')}</option>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
};

/** View 2's filters: the name search by type, the four enumerations, the payment days; search and clear. */
export const DynamicsFilterBar = ({
  draft,
  onDraft,
  onSearch,
  onClear,
}: {
  draft: DynamicsFilters;
  onDraft: (draft: DynamicsFilters) => void;
  onSearch: () => void;
  onClear: () => void;
}) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const set =
    <K extends keyof DynamicsFilters>(key: K) =>
    (value: DynamicsFilters[K]) =>
      onDraft({ ...draft, [key]: value });
  return (
    <form
      className={styles.bar}
      data-testid="dynamics-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <label className={styles.label}>
        {t('board.dynamics.searchType')}
        <select
          className={styles.control}
          name="searchType"
          value={draft.searchType}
          onChange={(e) => set('searchType')(Number(e.target.value) as SearchType)}
        >
          <option value={1}>{t('board.dynamics.searchTypes.product')}</option>
          <option value={2}>{t('board.dynamics.searchTypes.distributor')}</option>
          <option value={3}>{t('board.dynamics.searchTypes.merchant')}</option>
        </select>
      </label>
      <input
        className={`${styles.control} ${styles.keyword}`}
        name="keyword"
        placeholder={t('board.dynamics.keyword')}
        value={draft.keyword}
        onChange={(e) => set('keyword')(e.target.value)}
      />
      <EnumSelect
        label={t('board.dynamics.productType')}
        name="productType"
        value={draft.productType}
        options={PRODUCT_TYPES}
        onChange={set('productType')}
      />
      <EnumSelect
        label={t('board.dynamics.source')}
        name="source"
        value={draft.source}
        options={ORDER_SOURCES}
        onChange={set('source')}
      />
      <EnumSelect
        label={t('board.dynamics.tradeType')}
        name="tradeType"
        value={draft.tradeType}
        options={TRADE_TYPES}
        onChange={set('tradeType')}
      />
      <EnumSelect
        label={t('board.dynamics.payType')}
        name="payType"
        value={draft.payType}
        options={PAY_TYPES}
        onChange={set('payType')}
      />
      <label className={styles.label}>
        {t('board.dynamics.payRange')}
        <input
          type="date"
          className={styles.control}
          name="payFrom"
          value={draft.payFrom}
          onChange={(e) => set('payFrom')(e.target.value)}
        />
        ~
        <input
          type="date"
          className={styles.control}
          name="payTo"
          value={draft.payTo}
          onChange={(e) => set('payTo')(e.target.value)}
        />
      </label>
      <button type="submit" className={styles.button} data-testid="dynamics-search">
        {t('board.dynamics.search')}
      </button>
      <button
        type="button"
        className={`${styles.button} ${styles.plain}`}
        data-testid="dynamics-clear"
        onClick={onClear}
      >
        {t('board.dynamics.clear')}
      </button>
    </form>
  );
};
