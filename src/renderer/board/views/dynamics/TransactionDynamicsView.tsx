import { makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../frame/Panel';
import { useBoardData, useBoardQuery } from '../../frame/board-context';
import { Counter } from '../../widgets/Counter';
import { moneyText } from '../../widgets/pad';
import { BoardPager } from './BoardPager';
import { DynamicsFilterBar } from './DynamicsFilterBar';
import {
  dynamicsParams,
  emptyFilters,
  ORDER_SOURCES,
  PAY_TYPES,
  PRODUCT_TYPES,
  type DynamicsFilters,
  type OrderPage,
  type OrderRow,
  type OrderStatistics,
} from './dynamics-data';
import { BOARD_ENDPOINTS } from '../../../../shared/contract/board';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '10px', height: '100%' },
  counters: { display: 'flex', justifyContent: 'center', gap: '120px' },
  counter: { display: 'flex', alignItems: 'center', gap: '16px' },
  counterLabel: { fontSize: '20px', color: '#a9c8e8' },
  tableBox: { height: '630px', overflowY: 'auto', marginTop: '10px' },
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: '16px', color: '#d6e9ff' },
  th: {
    position: 'sticky',
    top: 0,
    height: '44px',
    padding: '0 8px',
    textAlign: 'left',
    fontWeight: 500,
    color: '#7fc8ff',
    backgroundColor: '#0b2c5e',
  },
  td: {
    height: '56px',
    padding: '0 8px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderBottom: '1px solid rgba(64, 158, 255, 0.15)',
  },
  empty: { textAlign: 'center', color: '#6d8fb4', height: '120px' },
  footer: { marginTop: '8px' },
});

interface Column {
  key: keyof OrderRow;
  title: string;
  width: string;
  render: (row: OrderRow) => string;
}

/** View 2, transaction dynamics: the two counters, the filters and the paged order table (page size 10, height 630). */
export const TransactionDynamicsView = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const query = useBoardQuery();
  const [draft, setDraft] = useState<DynamicsFilters>(emptyFilters);
  const [filters, setFilters] = useState<DynamicsFilters>(emptyFilters);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);

  const params = dynamicsParams(query, filters);
  const list = useBoardData<OrderPage>('dynamics-list', BOARD_ENDPOINTS.orderList.path, { ...params, current, size });
  const stats = useBoardData<OrderStatistics>('dynamics-statistics', BOARD_ENDPOINTS.orderStatistics.path, params);

  const label = (names: Record<number, string>) => (value: unknown) => names[Number(value)] ?? String(value ?? '');
  const text = (key: keyof OrderRow) => (row: OrderRow) => String(row[key] ?? '');
  // Pay status is in every row but hidden (spec 000 §2.4).
  const columns: Column[] = [
    { key: 'productName', title: t('board.dynamics.productName'), width: '14%', render: text('productName') },
    {
      key: 'productType',
      title: t('board.dynamics.productType'),
      width: '8%',
      render: (r) => label(PRODUCT_TYPES)(r.productType),
    },
    { key: 'source', title: t('board.dynamics.source'), width: '8%', render: (r) => label(ORDER_SOURCES)(r.source) },
    { key: 'distributor', title: t('board.dynamics.distributor'), width: '9%', render: text('distributor') },
    {
      key: 'orderMoney',
      title: t('board.dynamics.orderMoneyColumn'),
      width: '8%',
      render: (r) => moneyText(r.orderMoney),
    },
    { key: 'payType', title: t('board.dynamics.payType'), width: '7%', render: (r) => label(PAY_TYPES)(r.payType) },
    { key: 'payDate', title: t('board.dynamics.payDate'), width: '11%', render: text('payDate') },
    { key: 'categoryName', title: t('board.dynamics.categoryName'), width: '7%', render: text('categoryName') },
    {
      key: 'subcategoryName',
      title: t('board.dynamics.subcategoryName'),
      width: '7%',
      render: text('subcategoryName'),
    },
    { key: 'shopName', title: t('board.dynamics.shopName'), width: '10%', render: text('shopName') },
    { key: 'orderNo', title: t('board.dynamics.orderNo'), width: '11%', render: text('orderNo') },
  ];

  const rows = list.data?.records ?? [];
  return (
    <div className={styles.root} data-testid="view-dynamics">
      <div className={styles.counters}>
        <div className={styles.counter}>
          <span className={styles.counterLabel}>{t('board.dynamics.orderMoney')}</span>
          <Counter value={stats.data?.orderMoney} digits={8} testId="dynamics-money" />
        </div>
        <div className={styles.counter}>
          <span className={styles.counterLabel}>{t('board.dynamics.orderCount')}</span>
          <Counter value={stats.data?.orderCnt} digits={6} testId="dynamics-count" />
        </div>
      </div>
      <Panel title={t('board.views.dynamics')}>
        <DynamicsFilterBar
          draft={draft}
          onDraft={setDraft}
          onSearch={() => {
            setFilters(draft);
            setCurrent(1);
          }}
          onClear={() => {
            setDraft(emptyFilters);
            setFilters(emptyFilters);
            setCurrent(1);
          }}
        />
        <div className={styles.tableBox}>
          <table className={styles.table} data-testid="dynamics-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} className={styles.th} style={{ width: c.width }}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td className={styles.empty} colSpan={columns.length}>
                    {t('board.dynamics.empty')}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.id} data-order-no={row.orderNo}>
                    {columns.map((c) => {
                      const value = c.render(row);
                      return (
                        <td key={c.key} className={styles.td} title={value} data-field={c.key}>
                          {value}
                        </td>
                      );
                    })}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <div className={styles.footer}>
          <BoardPager
            current={current}
            size={size}
            total={list.data?.total ?? 0}
            onPage={setCurrent}
            onSize={(s) => {
              setSize(s);
              setCurrent(1);
            }}
          />
        </div>
      </Panel>
    </div>
  );
};
