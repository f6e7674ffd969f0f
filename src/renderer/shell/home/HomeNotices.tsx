import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { HomeNotice } from '../../../shared/bladex/ops';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { bladex } from '../../platform/bladex-client';
import { PageCard } from './PageCard';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/**
 * The desk notices released to the reader (`GET /blade-desk/notice/home`: for everyone or one of their roles, the
 * newest five); the full text is the title's tooltip. Hidden entirely for a reader with none.
 */
export const HomeNotices = () => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const notices = useQuery({
    queryKey: ['home', 'notices'],
    queryFn: () => bladex.get<HomeNotice[]>('/blade-desk/notice/home'),
    staleTime: 60_000,
  });
  // A server that answers something else than a list (an older BladeX, a proxy page) shows no card, not a crash.
  const list = notices.isSuccess && Array.isArray(notices.data) ? notices.data : [];
  if (notices.isSuccess && list.length === 0) return null;
  const plain = (html: string) => html.replace(/<[^>]*>/g, '').trim();
  return (
    <PageCard title={rt('res.ops.notice.home.title')}>
      {notices.isLoading && <Spinner size="tiny" label={rt('res.ops.notice.home.loading')} />}
      {notices.isError && (
        <p className={styles.muted} role="alert">
          {rt('res.ops.notice.home.failed', { message: notices.error.message })}
        </p>
      )}
      {notices.isSuccess && (
        <ul className={styles.list} aria-label={rt('res.ops.notice.home.title')}>
          {list.map((notice) => (
            <li key={notice.id} className={styles.item} title={plain(notice.content)}>
              <span>{notice.title}</span>
              <span className={styles.time}>{notice.releaseTime.slice(0, 10)}</span>
            </li>
          ))}
        </ul>
      )}
    </PageCard>
  );
};
