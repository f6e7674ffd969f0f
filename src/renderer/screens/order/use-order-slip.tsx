import { useMemo } from 'react';
import type { Field } from '../../../shared/resources';
import { productOrderResource } from '../../../shared/resources';
import { productOrderKit } from '../../../shared/resources/order/product-order.texts';
import type { WireRecord } from '../../crud/core/data-provider';
import { useLabelMaps } from '../../crud/core/use-label-maps';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { PrintableRecord } from '../../crud-desktop/PrintableRecord';
import { printedAtText } from '../../crud-desktop/print-time';
import { notify } from '../../platform/notify';
import { usePrint } from '../../shell/page-hooks/print-job';

const k = productOrderKit.key;

/** Pay status 2 (written off) and 3 (refunded): the two states a slip is printed for. */
export const WRITTEN_OFF = 2;
export const REFUNDED = 3;
export const hasSlip = (row: WireRecord): boolean => [WRITTEN_OFF, REFUNDED].includes(Number(row.payStatus));

/** What the slip shows, in this order; the last line is the one its kind is about. */
const COMMON = [
  'orderNo',
  'thirdOrderNo',
  'productName',
  'shopName',
  'productCnt',
  'userName',
  'payStatus',
  'payDate',
  'orderMoney',
  'discountMoney',
  'shopWelfare',
  'payMoney',
] as const;
const LINES: Readonly<Record<number, readonly string[]>> = {
  [WRITTEN_OFF]: [...COMMON, 'writeoffDate', 'updateUserName'],
  [REFUNDED]: [...COMMON, 'returnMoney', 'updateUserName'],
};

const fieldsOf = (names: readonly string[]): Field[] =>
  names.flatMap((name) => productOrderResource.fields.filter((field) => field.name === name));
const SLIP_FIELDS = fieldsOf([...new Set(Object.values(LINES).flat())]);

/**
 * The counter's slip (issue 11 item 2): a written-off order's 核销凭证 or a refunded one's 退款凭证, printed through
 * the workspace's print job (under Electron a PDF preview to print or save, in a browser its print dialog). The
 * title holds the order number, so the saved PDF is named after the order.
 */
export const useOrderSlip = () => {
  const { rt, language } = useCrudText();
  const labels = useLabelMaps(SLIP_FIELDS, language);
  const { print: send, printing, portal } = usePrint((message) => notify.error(message));
  const print = useMemo(
    () => (row: WireRecord) => {
      const status = Number(row.payStatus);
      const lines = LINES[status];
      if (!lines) return;
      const title = `${rt(k(status === WRITTEN_OFF ? 'slip.writeOff' : 'slip.refund'))} ${String(row.orderNo ?? '')}`;
      send({
        title,
        content: (
          <PrintableRecord
            title={title}
            groups={[{ fields: fieldsOf(lines).map((field) => ({ field, label: rt(field.label) })) }]}
            values={row}
            labels={labels}
            language={language}
            printedAt={printedAtText(new Date(), language)}
          />
        ),
      });
    },
    [rt, labels, language, send],
  );
  return { print, printing, portal };
};
