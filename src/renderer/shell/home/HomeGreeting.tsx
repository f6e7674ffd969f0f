import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { usePlatformTitle } from '../../app/tenant-info';
import { useSessionUser } from '../../stores/session-store';
import { UserAvatar } from '../header-actions/UserAvatar';
import { useUserInfo } from '../info/user-info';
import { longDate } from './format';
import { partOfDay } from './greeting';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  greeting: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  date: { margin: 0, color: tokens.colorNeutralForeground3 },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalXS,
    margin: `${tokens.spacingVerticalS} 0 0`,
    padding: 0,
  },
  fact: { display: 'flex', gap: tokens.spacingHorizontalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/** Who is at work: greeting by the time of day, the date, and the account's tenant, role and department. */
export const HomeGreeting = ({ now }: { now: Date }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useSessionUser();
  const { data: info } = useUserInfo();
  const platformTitle = usePlatformTitle();
  const name = info?.realName || user?.realName || user?.account || '';
  // Role and department names come from user/info; the session only knows the role aliases.
  const role = info?.roleName || user?.roleName || '';
  return (
    <section className={styles.root} aria-labelledby="home-greeting">
      <UserAvatar name={name} src={info?.avatar ?? user?.avatar ?? ''} size={64} />
      <div className={styles.text}>
        <h2 id="home-greeting" className={styles.greeting} data-testid="home-greeting">
          {t(`home.greetings.${partOfDay(now.getHours())}`, { name })}
        </h2>
        <p className={styles.date}>
          {t('home.today', { date: longDate(now, currentLanguage()) })} · {platformTitle}
        </p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>{t('home.realName')}</dt>
            <dd className={styles.value} data-testid="home-real-name">
              {name}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{t('home.account')}</dt>
            <dd className={styles.value} data-testid="home-account">
              {user?.account}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{t('home.tenantId')}</dt>
            <dd className={styles.value} data-testid="home-tenant">
              {user?.tenantId}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{t('home.roleName')}</dt>
            <dd className={styles.value} data-testid="home-role">
              {role}
            </dd>
          </div>
          {info?.deptName ? (
            <div className={styles.fact}>
              <dt className={styles.term}>{t('home.dept')}</dt>
              <dd className={styles.value} data-testid="home-dept">
                {info.deptName}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
};
