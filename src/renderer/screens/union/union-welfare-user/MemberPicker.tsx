import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  ProgressBar,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WELFARE_SEND_MAX } from '../../../../shared/bladex/union';
import { formatCount } from '../../../../shared/number-format';
import { unionWelfareSendKey as key } from '../../../../shared/resources/union/welfare-user';
import { errorMessage } from '../../../crud/core/crud-error';
import { TablePager } from '../../../crud/fluent/TablePager';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { bladex } from '../../../platform/bladex-client';
import { pageState, pickAll, togglePage, togglePick, type MemberPicks, type PickableMember } from './member-picks';

const useStyles = makeStyles({
  search: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  box: { width: '160px' },
  table: { maxHeight: '320px', overflowY: 'auto' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

const MEMBERS = '/blade-tradeUnion/tradeUnionMember/list';
const PAGE_SIZES = [10, 30, 50, 100] as const;
/** The page size used to read every member of a search (the largest a list answers). */
const READ_ALL_SIZE = 1000;

interface Search {
  readonly realName: string;
  readonly idCard: string;
  readonly tradeUnionId: string;
}
const emptySearch: Search = { realName: '', idCard: '', tradeUnionId: '' };

interface Page {
  readonly records: PickableMember[];
  readonly total: number;
}

const paramsOf = (search: Search) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value.trim() !== '')) as Record<string, string>;

const readPage = (search: Search, current: number, size: number) =>
  bladex.get<Page>(MEMBERS, { ...paramsOf(search), current, size });

export interface MemberPickerProps {
  readonly picks: MemberPicks;
  readonly onPicks: (picks: MemberPicks) => void;
  readonly unions: readonly { readonly id: string; readonly name: string }[];
  readonly disabled: boolean;
}

/**
 * The members a welfare goes to, picked one by one: a search (name, citizen ID, union), the page's rows with a
 * checkbox each and one for the page, and 选中全部搜索结果 that reads every page of the search (with its
 * progress). What is picked stays picked across pages and searches; the count is always shown, with 清空已选.
 */
export const MemberPicker = ({ picks, onPicks, unions, disabled }: MemberPickerProps) => {
  const styles = useStyles();
  const { rt, ct, language } = useCrudText();
  const [typed, setTyped] = useState<Search>(emptySearch);
  const [search, setSearch] = useState<Search>(emptySearch);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(10);
  const [reading, setReading] = useState<{ done: number; total: number } | null>(null);
  const [problem, setProblem] = useState('');
  const page = useQuery({
    queryKey: ['union-welfare-send', 'members', search, current, size],
    queryFn: () => readPage(search, current, size),
  });
  const rows = page.data?.records ?? [];
  const total = page.data?.total ?? 0;
  const unionName = new Map(unions.map((union) => [union.id, union.name]));
  const n = (value: number) => formatCount(value, language);
  const busy = disabled || reading !== null;

  const tooMany = (dropped: number) =>
    setProblem(dropped > 0 ? rt(key('pickLimit'), { max: n(WELFARE_SEND_MAX) }) : '');

  const readAll = async () => {
    setProblem('');
    setReading({ done: 0, total });
    try {
      let found: PickableMember[] = [];
      for (let at = 1; ; at += 1) {
        const next = await readPage(search, at, READ_ALL_SIZE);
        found = found.concat(next.records);
        setReading({ done: found.length, total: next.total });
        if (next.records.length < READ_ALL_SIZE || found.length >= next.total) break;
      }
      const result = pickAll(picks, found);
      onPicks(result.picks);
      tooMany(result.dropped);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setReading(null);
    }
  };

  const run = () => {
    setSearch(typed);
    setCurrent(1);
  };
  const headState = pageState(picks, rows);

  return (
    <>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <Field label={rt(key('memberName'))}>
          <Input
            className={styles.box}
            value={typed.realName}
            onChange={(_, data) => setTyped({ ...typed, realName: data.value })}
            data-testid="welfare-pick-name"
          />
        </Field>
        <Field label={rt(key('idCard'))}>
          <Input
            className={styles.box}
            value={typed.idCard}
            onChange={(_, data) => setTyped({ ...typed, idCard: data.value.trim().toUpperCase() })}
          />
        </Field>
        <Field label={rt(key('union'))}>
          <Select
            className={styles.box}
            value={typed.tradeUnionId}
            onChange={(_, data) => setTyped({ ...typed, tradeUnionId: data.value })}
            aria-label={rt(key('union'))}
          >
            <option value="">{rt(key('allUnions'))}</option>
            {unions.map((union) => (
              <option key={union.id} value={union.id}>
                {union.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" icon={<SearchRegular />} disabled={busy}>
          {ct('search')}
        </Button>
      </form>
      <div className={styles.table}>
        <Table size="small" aria-label={rt(key('members'))}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Checkbox
                  checked={rows.length > 0 && headState}
                  disabled={busy || rows.length === 0}
                  aria-label={rt(key('pickPage'))}
                  onChange={() => {
                    const result = togglePage(picks, rows);
                    onPicks(result.picks);
                    tooMany(result.dropped);
                  }}
                />
              </TableHeaderCell>
              <TableHeaderCell>{rt(key('memberName'))}</TableHeaderCell>
              <TableHeaderCell>{rt(key('idCard'))}</TableHeaderCell>
              <TableHeaderCell>{rt(key('union'))}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((member) => (
              <TableRow key={member.id}>
                <TableCell>
                  <Checkbox
                    checked={picks.has(member.id)}
                    disabled={busy}
                    aria-label={member.realName}
                    onChange={() => {
                      const result = togglePick(picks, member);
                      onPicks(result.picks);
                      tooMany(result.dropped);
                    }}
                  />
                </TableCell>
                <TableCell>{member.realName}</TableCell>
                <TableCell>{member.idCard}</TableCell>
                <TableCell>{unionName.get(member.tradeUnionId) ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {page.isPending && <Text role="status">{rt(key('loading'))}</Text>}
        {page.isSuccess && rows.length === 0 && <Text role="status">{rt(key('noMembers'))}</Text>}
        {page.isError && (
          <Text role="alert" className={styles.problem}>
            {errorMessage(page.error)}
          </Text>
        )}
      </div>
      <TablePager
        total={total}
        current={current}
        size={size}
        pageSizes={PAGE_SIZES}
        onPage={setCurrent}
        onSize={(next) => {
          setSize(next);
          setCurrent(1);
        }}
      />
      <div className={styles.bar}>
        <Text weight="semibold" role="status" data-testid="welfare-pick-count">
          {rt(key('picked'), { count: n(picks.size) })}
        </Text>
        <Button disabled={busy || total === 0} onClick={() => void readAll()} data-testid="welfare-pick-all">
          {rt(key('pickAll'), { total: n(total) })}
        </Button>
        <Button
          disabled={busy || picks.size === 0}
          onClick={() => {
            onPicks(new Map());
            setProblem('');
          }}
        >
          {rt(key('clearPicks'))}
        </Button>
      </div>
      {reading && (
        <Field
          validationState="none"
          validationMessage={rt(key('reading'), { done: n(reading.done), total: n(reading.total) })}
        >
          <ProgressBar value={reading.total > 0 ? reading.done / reading.total : undefined} />
        </Field>
      )}
      {problem && (
        <Text role="alert" className={styles.problem}>
          {problem}
        </Text>
      )}
    </>
  );
};
