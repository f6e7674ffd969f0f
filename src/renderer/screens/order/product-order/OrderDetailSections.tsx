import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { OrderIncomePart } from '../../../../shared/bladex/order';
import { formatMoney } from '../../../../shared/number-format';
import type { ResourceTextKey } from '../../../../shared/resources';
import { productOrderKit } from '../../../../shared/resources/order/product-order.texts';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { type OrderDetailAnswers, type OrderDetailPart, useOrderDetail } from './use-order-detail';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  pairs: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const k = productOrderKit.key;
const splitKey = (key: string): ResourceTextKey => `res.order.orderWxFenzhang.${key}`;
const SOURCE: Record<number, string> = { 1: 'sourceType.goods', 2: 'sourceType.coupon' };
const TARGET: Record<number, string> = { 1: 'type.shop', 2: 'type.distributor' };
type Key = Parameters<typeof k>[0];
type FieldOf<K> = K extends `fields.${infer Name}` ? Name : never;
type FieldName = FieldOf<Key>;
const ACTIONS: Partial<Record<string, Key>> = {
  writeOff: 'actions.writeOff',
  refund: 'actions.refund',
  cancel: 'actions.cancel',
};

type Pair = readonly [label: string, value: string];

/** A section of the drawer: its title, then a spinner, a retry, the empty text or the answer. */
const Section = <P extends OrderDetailPart>({
  part,
  orderId,
  title,
  empty,
  children,
}: {
  part: P;
  orderId: string;
  title: string;
  empty: string;
  children: (answer: OrderDetailAnswers[P]) => ReactNode;
}) => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const query = useOrderDetail(part, orderId);
  let body: ReactNode;
  if (query.isLoading) body = <Spinner size="tiny" label={rt(k('detail.loading'))} />;
  else if (query.isError)
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{rt(k('detail.failed'))}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void query.refetch()}>{rt(k('statistics.retry'))}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  else if (!query.data) body = <p className={styles.empty}>{empty}</p>;
  else body = children(query.data);
  return (
    <section className={styles.section} aria-label={title} data-order-section={part}>
      <h3 className={styles.title}>{title}</h3>
      {body}
    </section>
  );
};

const Pairs = ({ pairs }: { pairs: readonly Pair[] }) => {
  const styles = useStyles();
  return (
    <dl className={styles.pairs}>
      {pairs.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
};

/**
 * What the view drawer of a product order adds under its fields (spec 002 §7): the write-off record with the
 * order's status changes (getHexiao), where its money went (getShouyi), who booked it for when (getReserveInfo)
 * and the product it booked (getBookDetail). Each section loads on its own and says when it has nothing.
 */
export const OrderDetailSections = ({ orderId }: { orderId: string }) => {
  const styles = useStyles();
  const { rt, language } = useCrudText();
  const money = (yuan: number) => formatMoney(yuan, language);
  const field = (name: FieldName) => rt(k(`fields.${name}`));
  const actionLabel = (action: string) => {
    const key = ACTIONS[action];
    return key ? rt(k(key)) : action;
  };
  const partLabel = (part: OrderIncomePart) =>
    rt(k('detail.part'), {
      source: SOURCE[part.sourceType] ? rt(splitKey(SOURCE[part.sourceType] ?? '')) : String(part.sourceType),
      target: TARGET[part.type] ? rt(splitKey(TARGET[part.type] ?? '')) : String(part.type),
    });
  return (
    <>
      <Section part="writeOff" orderId={orderId} title={rt(k('detail.writeOff'))} empty={rt(k('detail.notWrittenOff'))}>
        {(record) => (
          <>
            {record.writeoffDate ? (
              <Pairs
                pairs={[
                  [rt(k('detail.writeoffDate')), record.writeoffDate],
                  [rt(k('detail.operatorName')), record.operatorName],
                ]}
              />
            ) : (
              <p className={styles.empty}>{rt(k('detail.notWrittenOff'))}</p>
            )}
            <h4 className={styles.title}>{rt(k('detail.history'))}</h4>
            {record.history.length === 0 ? (
              <p className={styles.empty}>{rt(k('detail.noHistory'))}</p>
            ) : (
              <ul className={styles.list}>
                {record.history.map((entry) => (
                  <li key={`${entry.time}:${entry.action}`} data-history-action={entry.action}>
                    {[entry.time, actionLabel(entry.action), entry.operatorName, entry.remark]
                      .filter(Boolean)
                      .join(' · ')}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Section>
      <Section part="income" orderId={orderId} title={rt(k('detail.income'))} empty={rt(k('detail.noParts'))}>
        {(income) => (
          <>
            <Pairs
              pairs={[
                [field('orderMoney'), money(income.orderMoney)],
                [field('discountMoney'), money(income.discountMoney)],
                [field('shopWelfare'), money(income.shopWelfare)],
                [field('payMoney'), money(income.payMoney)],
                [field('returnMoney'), money(income.returnMoney)],
                [rt(k('detail.splitTotal')), money(income.splitTotal)],
              ]}
            />
            {income.parts.length === 0 ? (
              <p className={styles.empty}>{rt(k('detail.noParts'))}</p>
            ) : (
              <ul className={styles.list}>
                {income.parts.map((part, index) => (
                  <li key={`${part.shopId}:${part.shopIdFenxiao}:${index}`} data-split-part={index}>
                    {`${partLabel(part)}：${rt(k('detail.partTotal'))} ${money(part.total)}，${rt(k('detail.partRemain'))} ${money(part.remain)}`}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Section>
      <Section part="reserve" orderId={orderId} title={rt(k('detail.reserve'))} empty={rt(k('detail.noReserve'))}>
        {(reserve) => (
          <Pairs
            pairs={[
              [field('linkName'), reserve.linkName],
              [field('userName'), reserve.userName],
              [field('userTel'), reserve.userTel],
              [field('productCnt'), String(reserve.productCnt)],
              [field('payDate'), reserve.payDate],
              [field('expireDate'), reserve.expireDate],
            ]}
          />
        )}
      </Section>
      <Section part="book" orderId={orderId} title={rt(k('detail.book'))} empty={rt(k('detail.noBook'))}>
        {(book) => (
          <Pairs
            pairs={[
              [field('productName'), book.productName],
              [field('shopName'), book.shopName],
              [field('categoryName'), book.categoryName],
              [field('subCategoryName'), book.subCategoryName],
              [rt(k('detail.price')), book.price === null ? '' : money(book.price)],
            ]}
          />
        )}
      </Section>
    </>
  );
};
