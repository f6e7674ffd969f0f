import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RecentLogin } from './wel-figures';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
  },
  account: { fontWeight: tokens.fontWeightSemibold },
  meta: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/** The latest sign-in attempts of the tenant (successes and failures), newest first. */
export const RecentLoginsList = ({ logins }: { logins: RecentLogin[] }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  if (logins.length === 0) return <p className={styles.empty}>{t('home.recentLoginsEmpty')}</p>;
  return (
    <ul className={styles.list} data-testid="home-recent-logins">
      {logins.map((login, index) => (
        <li key={`${login.time}-${index}`} className={styles.item}>
          <div>
            <div className={styles.account}>{login.account}</div>
            <div className={styles.meta}>
              {login.time}
              {login.ip ? ` · ${login.ip}` : ''}
            </div>
          </div>
          <Badge appearance="tint" color={login.success ? 'success' : 'danger'}>
            {login.success ? t('home.loginSucceeded') : t('home.loginFailed')}
          </Badge>
        </li>
      ))}
    </ul>
  );
};
