import {
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WelfareSendResult } from '../../../../shared/bladex/union';
import { unionWelfareSendKey as key } from '../../../../shared/resources/union/welfare-user';
import { errorMessage } from '../../../crud/core/crud-error';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { bladex } from '../../../platform/bladex-client';
import { FormDialog } from '../../../ui/FormDialog';
import { idCardsOf, invalidCount } from './welfare-id-list';

const useStyles = makeStyles({
  problem: { color: tokens.colorPaletteRedForeground1 },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  log: { maxHeight: '280px', overflowY: 'auto' },
});

interface Named {
  readonly id: string;
  readonly name: string;
}
interface LogRow {
  readonly id: string;
  readonly idCard: string;
  readonly realName: string;
  readonly reson: string;
  readonly isSucess: number;
}

const options = async (url: string) => (await bladex.get<{ records: Named[] }>(url, { current: 1, size: 500 })).records;

/**
 * 发放福利: a welfare sent to every member of a union (`welfareUserSend` with `tradeUnionId`) or to a pasted list of
 * citizen IDs (`welfareUserSendIdCards`), checked here as the server will (the count of numbers failing the
 * citizen-ID rules shown before sending). The answer's counts are shown, and for a list its import log: each
 * number with its reason.
 */
export const WelfareSendDialog = ({ onClose, onSent }: { onClose: () => void; onSent: () => void }) => {
  const styles = useStyles();
  const { rt, ct } = useCrudText();
  const [welfareId, setWelfareId] = useState('');
  const [mode, setMode] = useState<'union' | 'idCards'>('idCards');
  const [unionId, setUnionId] = useState('');
  const [text, setText] = useState('');
  const welfares = useQuery({
    queryKey: ['union-welfare-send', 'welfares'],
    queryFn: () => options('/blade-tradeUnion/tradeUnionWelfare/list'),
  });
  const unions = useQuery({
    queryKey: ['union-welfare-send', 'unions'],
    queryFn: () => options('/blade-tradeUnion/tradeUnionUserinfo/tradeUnionList'),
  });
  const cards = idCardsOf(text);
  const send = useMutation({
    mutationFn: async () => {
      const result =
        mode === 'union'
          ? await bladex.post<WelfareSendResult>('/blade-tradeUnion/tradeUnionUserinfo/welfareUserSend', undefined, {
              welfareId,
              tradeUnionId: unionId,
            })
          : await bladex.post<WelfareSendResult>(
              '/blade-tradeUnion/tradeUnionUserinfo/welfareUserSendIdCards',
              undefined,
              { welfareId, idCards: cards },
            );
      const log =
        mode === 'idCards'
          ? (
              await bladex.get<{ records: LogRow[] }>('/blade-tradeUnion/importLog/list', {
                logId: result.recordId,
                current: 1,
                size: 1000,
              })
            ).records
          : [];
      return { result, log };
    },
    onSuccess: onSent,
  });
  const done = send.data;
  const ready = welfareId !== '' && (mode === 'union' ? unionId !== '' : cards.length > 0);

  return (
    <FormDialog
      title={rt(key('title'))}
      busy={send.isPending}
      submitLabel={done ? rt(key('close')) : rt(key('submit'))}
      cancelLabel={ct('cancel')}
      onSubmit={() => (done ? onClose() : send.mutate())}
      onCancel={onClose}
      submitDisabled={!done && !ready}
      submitTestId="welfare-send-submit"
    >
      {done ? (
        <>
          <Text role="status" data-testid="welfare-send-result">
            {rt(key('done'), { total: done.result.totalCount, ok: done.result.scount, failed: done.result.fcount })}
          </Text>
          {done.log.length > 0 && (
            <div className={styles.log}>
              <Table size="small" aria-label={rt(key('log'))}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{rt(key('idCard'))}</TableHeaderCell>
                    <TableHeaderCell>{rt(key('name'))}</TableHeaderCell>
                    <TableHeaderCell>{rt(key('result'))}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {done.log.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>{row.idCard}</TableCell>
                      <TableCell>{row.realName}</TableCell>
                      <TableCell className={row.isSucess ? undefined : styles.problem}>
                        {row.isSucess ? rt(key('ok')) : row.reson}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </>
      ) : (
        <>
          <Field label={rt(key('welfare'))} required>
            <Select
              value={welfareId}
              onChange={(_, data) => setWelfareId(data.value)}
              disabled={send.isPending}
              data-testid="welfare-send-welfare"
            >
              <option value="" />
              {(welfares.data ?? []).map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={rt(key('mode'))}>
            <RadioGroup
              layout="horizontal"
              value={mode}
              onChange={(_, data) => setMode(data.value === 'union' ? 'union' : 'idCards')}
            >
              <Radio value="idCards" label={rt(key('byIdCards'))} />
              <Radio value="union" label={rt(key('byUnion'))} />
            </RadioGroup>
          </Field>
          {mode === 'union' ? (
            <Field label={rt(key('union'))} required>
              <Select value={unionId} onChange={(_, data) => setUnionId(data.value)} disabled={send.isPending}>
                <option value="" />
                {(unions.data ?? []).map((row) => (
                  <option key={row.id} value={row.id}>
                    {row.name}
                  </option>
                ))}
              </Select>
            </Field>
          ) : (
            <Field label={rt(key('idCards'))} required>
              <Textarea
                rows={6}
                value={text}
                disabled={send.isPending}
                onChange={(_, data) => setText(data.value)}
                data-testid="welfare-send-id-cards"
              />
              {cards.length > 0 && (
                <Text className={styles.note} role="status">
                  {rt(key('checked'), { total: cards.length, invalid: invalidCount(cards) })}
                </Text>
              )}
            </Field>
          )}
          {send.error && (
            <Text role="alert" className={styles.problem}>
              {errorMessage(send.error)}
            </Text>
          )}
        </>
      )}
    </FormDialog>
  );
};
