import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { WelfareSendResult } from '../../../../shared/bladex/union';
import { unionWelfareSendKey as key } from '../../../../shared/resources/union/welfare-user';
import { useCrudText } from '../../../crud/i18n/use-crud-text';

const useStyles = makeStyles({
  problem: { color: tokens.colorPaletteRedForeground1 },
  log: { maxHeight: '280px', overflowY: 'auto' },
});

/** A row of the send's import log (`importLog/list?logId=`). */
export interface ImportLogRow {
  readonly id: string;
  readonly idCard: string;
  readonly realName: string;
  readonly reson: string;
  readonly isSucess: number;
}

/**
 * What a send did: the counts, then for a list of citizen IDs its import log (each number with its result), for
 * picked members the ones it could not reach with the reason (the answer lists the first of them).
 */
export const WelfareSendOutcome = ({ result, log }: { result: WelfareSendResult; log: readonly ImportLogRow[] }) => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const failures = result.failures ?? [];
  return (
    <>
      <Text role="status" data-testid="welfare-send-result">
        {rt(key('done'), { total: result.totalCount, ok: result.scount, failed: result.fcount })}
      </Text>
      {log.length > 0 && (
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
              {log.map((row) => (
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
      {failures.length > 0 && (
        <div className={styles.log}>
          <Table size="small" aria-label={rt(key('failures'))}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{rt(key('name'))}</TableHeaderCell>
                <TableHeaderCell>{rt(key('reason'))}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {failures.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.realName || row.id}</TableCell>
                  <TableCell className={styles.problem}>{row.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {result.fcount > failures.length && (
            <Text>{rt(key('failuresMore'), { count: result.fcount - failures.length })}</Text>
          )}
        </div>
      )}
    </>
  );
};
