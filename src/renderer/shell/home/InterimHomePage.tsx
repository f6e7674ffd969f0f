import { Avatar, Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePlatformTitle } from '../../app/tenant-info';
import { getApi } from '../../platform/api';
import { sessionActions, useSessionUser } from '../../stores/session-store';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    padding: '32px',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    marginBottom: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground1,
  },
  platform: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  card: {
    maxWidth: '640px',
    padding: '32px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  greetingRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  greeting: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  intro: { color: tokens.colorNeutralForeground3, margin: `${tokens.spacingVerticalS} 0 0` },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: `${tokens.spacingVerticalXXL} 0 0`,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/** /wel/index until the workspace lands: who is signed in, and a way out. */
export const InterimHomePage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const platformTitle = usePlatformTitle();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    const api = getApi();
    let result = await api.invoke('auth.logout');
    // The server being unreachable must not trap the operator signed in: drop the session locally.
    if (!result.ok) result = await api.invoke('auth.forceLogout');
    if (result.ok) sessionActions.changed(result.data);
    setSigningOut(false);
    void navigate('/login', { replace: true });
  };

  const name = user?.realName || user?.account || '';
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.platform}>{platformTitle}</h1>
        <Button
          appearance="secondary"
          icon={signingOut ? <Spinner size="tiny" /> : <SignOutRegular />}
          disabled={signingOut}
          onClick={() => void signOut()}
        >
          {signingOut ? t('home.signingOut') : t('home.signOut')}
        </Button>
      </header>
      <section className={styles.card} aria-labelledby="home-greeting">
        <div className={styles.greetingRow}>
          <Avatar name={name} size={56} color="brand" />
          <div>
            <h2 id="home-greeting" className={styles.greeting} data-testid="home-greeting">
              {t('home.greeting', { name })}
            </h2>
            <p className={styles.intro}>{t('home.intro')}</p>
          </div>
        </div>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('home.realName')}</dt>
          <dd className={styles.value} data-testid="home-real-name">
            {user?.realName}
          </dd>
          <dt className={styles.term}>{t('home.account')}</dt>
          <dd className={styles.value} data-testid="home-account">
            {user?.account}
          </dd>
          <dt className={styles.term}>{t('home.tenantId')}</dt>
          <dd className={styles.value} data-testid="home-tenant">
            {user?.tenantId}
          </dd>
          <dt className={styles.term}>{t('home.roleName')}</dt>
          <dd className={styles.value} data-testid="home-role">
            {user?.roleName}
          </dd>
        </dl>
      </section>
    </div>
  );
};
