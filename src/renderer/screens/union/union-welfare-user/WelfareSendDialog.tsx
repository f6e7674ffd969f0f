import {
  Field,
  makeStyles,
  ProgressBar,
  Radio,
  RadioGroup,
  Select,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WelfareSendResult } from '../../../../shared/bladex/union';
import { formatCount } from '../../../../shared/number-format';
import { unionWelfareSendKey as key } from '../../../../shared/resources/union/welfare-user';
import { errorMessage } from '../../../crud/core/crud-error';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { bladex } from '../../../platform/bladex-client';
import { FormDialog } from '../../../ui/FormDialog';
import { noPicks, type MemberPicks } from './member-picks';
import { MemberPicker } from './MemberPicker';
import { idCardsOf, invalidCount } from './welfare-id-list';
import { WelfareSendOutcome, type ImportLogRow } from './WelfareSendOutcome';

const useStyles = makeStyles({
  problem: { color: tokens.colorPaletteRedForeground1 },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  wide: { maxWidth: '860px', width: '90vw' },
});

interface Named {
  readonly id: string;
  readonly name: string;
  /** A union's member count (`tradeUnionList`). */
  readonly vip?: number;
}

type Mode = 'members' | 'union' | 'idCards';
const SEND = '/blade-tradeUnion/tradeUnionUserinfo';

const options = async (url: string) => (await bladex.get<{ records: Named[] }>(url, { current: 1, size: 500 })).records;

/**
 * 发放福利: a welfare sent to members picked one by one (`welfareUserSend` with `ids`), to every member of a union
 * (`welfareUserSend` with `tradeUnionId`) or to a pasted list of citizen IDs (`welfareUserSendIdCards`), checked
 * here as the server will (the count of numbers failing the citizen-ID rules shown before sending). A send is
 * one transaction on the server: while it runs the dialog shows its progress and cannot be closed; a failure says
 * nothing was written and keeps what was picked or typed. The answer's counts are shown, then for a list its import
 * log and for picked members the ones not reached with the reason.
 */
export const WelfareSendDialog = ({ onClose, onSent }: { onClose: () => void; onSent: () => void }) => {
  const styles = useStyles();
  const { rt, ct, language } = useCrudText();
  const [welfareId, setWelfareId] = useState('');
  const [mode, setMode] = useState<Mode>('members');
  const [unionId, setUnionId] = useState('');
  const [text, setText] = useState('');
  const [picks, setPicks] = useState<MemberPicks>(noPicks);
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
    mutationFn: async (): Promise<{ result: WelfareSendResult; log: ImportLogRow[] }> => {
      if (mode === 'members')
        return {
          result: await bladex.post<WelfareSendResult>(`${SEND}/welfareUserSend`, undefined, {
            welfareId,
            ids: [...picks.keys()],
          }),
          log: [],
        };
      if (mode === 'union')
        return {
          result: await bladex.post<WelfareSendResult>(`${SEND}/welfareUserSend`, undefined, {
            welfareId,
            tradeUnionId: unionId,
          }),
          log: [],
        };
      const result = await bladex.post<WelfareSendResult>(`${SEND}/welfareUserSendIdCards`, undefined, {
        welfareId,
        idCards: cards,
      });
      const log = await bladex.get<{ records: ImportLogRow[] }>('/blade-tradeUnion/importLog/list', {
        logId: result.recordId,
        current: 1,
        size: 1000,
      });
      return { result, log: log.records };
    },
    onSuccess: onSent,
  });
  const done = send.data;
  const target = mode === 'members' ? picks.size > 0 : mode === 'union' ? unionId !== '' : cards.length > 0;
  const ready = welfareId !== '' && target;
  const n = (value: number) => formatCount(value, language);

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
      surfaceClassName={mode === 'members' && !done ? styles.wide : undefined}
    >
      {done ? (
        <WelfareSendOutcome result={done.result} log={done.log} />
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
              disabled={send.isPending}
              onChange={(_, data) => setMode(data.value as Mode)}
            >
              <Radio value="members" label={rt(key('byMembers'))} />
              <Radio value="idCards" label={rt(key('byIdCards'))} />
              <Radio value="union" label={rt(key('byUnion'))} />
            </RadioGroup>
          </Field>
          {mode === 'members' && (
            <MemberPicker picks={picks} onPicks={setPicks} unions={unions.data ?? []} disabled={send.isPending} />
          )}
          {mode === 'union' && (
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
          )}
          {mode === 'idCards' && (
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
          <Text className={styles.note}>{rt(key('atomic'))}</Text>
          {send.isPending && (
            <Field
              validationState="none"
              validationMessage={rt(key('sending'), {
                count: n(sendCount(mode, picks, cards, unions.data?.find((row) => row.id === unionId)?.vip ?? 0)),
              })}
            >
              <ProgressBar data-testid="welfare-send-progress" />
            </Field>
          )}
          {send.error && (
            <Text role="alert" className={styles.problem}>
              {rt(key('failedNothing'), { msg: errorMessage(send.error) })}
            </Text>
          )}
        </>
      )}
    </FormDialog>
  );
};

/** How many members a send is on its way to: the picks, the numbers of the list, or the union's members. */
const sendCount = (mode: Mode, picks: MemberPicks, cards: readonly string[], unionMembers: number): number =>
  mode === 'members' ? picks.size : mode === 'idCards' ? cards.length : unionMembers;
