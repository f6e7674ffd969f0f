import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ScanWriteOffAnswer } from '../../../shared/bladex/order';
import { productOrderResource } from '../../../shared/resources';
import { productOrderKit } from '../../../shared/resources/order/product-order.texts';
import { invalidateResource } from '../../crud/core/query-keys';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { useDataProvider } from '../../crud/core/CrudContext';

const k = productOrderKit.key;

export const SCAN_URL = `/api${productOrderResource.endpoint}/writeOffByCode`;

const useStyles = makeStyles({
  box: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, minWidth: '360px' },
  input: { flexGrow: 1 },
  result: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** The message bar's look for each result: success only when the ticket was written off now. */
const INTENT = {
  done: 'success',
  used: 'warning',
  refunded: 'error',
  cancelled: 'error',
  unpaid: 'error',
  notFound: 'error',
} as const;

/**
 * 扫码核销 at the counter (issue 11 item 2): a USB scanner types the order number or ticket code and presses
 * Enter; the order is written off in one step and the result shows large (written off, already used, refunded,
 * cancelled, unpaid, not found), the box is cleared and keeps the focus for the next scan, and the order list and
 * its statistics refresh.
 */
export const WriteOffScanBox = ({ onPrint }: { onPrint?: (orderId: string) => void }) => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const client = useQueryClient();
  const provider = useDataProvider();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{
    intent: 'success' | 'warning' | 'error';
    text: string;
    /** The order just written off, whose slip the counter may print. */
    printable?: string;
  } | null>(null);

  const submit = async () => {
    const scanned = code.trim();
    if (scanned === '' || busy) return;
    setBusy(true);
    try {
      const data = (await provider.custom({
        method: 'POST',
        url: SCAN_URL,
        data: { code: scanned },
      })) as ScanWriteOffAnswer;
      const order = data.orderNo ? ` ${data.orderNo} ${data.productName}` : ` ${scanned}`;
      setAnswer({
        intent: INTENT[data.result],
        text: `${rt(k(`scan.${data.result}`))}：${order.trim()}`,
        ...(data.result === 'done' && data.id ? { printable: data.id } : {}),
      });
      if (data.result === 'done') await invalidateResource(client, productOrderResource);
    } catch (error) {
      setAnswer({ intent: 'error', text: `${rt(k('scan.failed'))}：${error instanceof Error ? error.message : ''}` });
    } finally {
      setBusy(false);
      setCode('');
      input.current?.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <div>
      <div className={styles.box}>
        <Field label={rt(k('scan.label'))} className={styles.input}>
          <Input
            ref={input}
            value={code}
            placeholder={rt(k('scan.placeholder'))}
            onChange={(_event, data) => setCode(data.value)}
            onKeyDown={onKeyDown}
            data-testid="write-off-scan"
          />
        </Field>
        <Button appearance="primary" disabled={busy || code.trim() === ''} onClick={() => void submit()}>
          {rt(k('scan.submit'))}
        </Button>
      </div>
      {answer && (
        <MessageBar intent={answer.intent} role="status" data-testid="write-off-result">
          <MessageBarBody className={styles.result}>{answer.text}</MessageBarBody>
          {answer.printable && onPrint && (
            <MessageBarActions>
              <Button onClick={() => answer.printable && onPrint(answer.printable)} data-testid="write-off-print">
                {rt(k('scan.print'))}
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
    </div>
  );
};
