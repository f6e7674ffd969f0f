import { Button, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getApi } from '../../platform/api';
import { signOutEverywhere } from '../dialogs/sign-out';
import { PasswordForm } from '../info/PasswordForm';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '460px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  footer: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * "Set your password" (issue 18 item 4): the first sign-in of a seeded account with its published password
 * lands here before anything else opens, and the host serves no data until the password is changed. On success
 * the host's session view drops the flag and the gate opens by itself.
 */
export const FirstPasswordPage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await signOutEverywhere(getApi());
    void navigate('/login', { replace: true });
  };

  return (
    <main className={styles.page} data-testid="first-password">
      <section className={styles.card} aria-labelledby="first-password-title">
        <Title2 as="h1" id="first-password-title">
          {t('firstPassword.title')}
        </Title2>
        <Text>{t('firstPassword.lead')}</Text>
        <PasswordForm />
        <div className={styles.footer}>
          <Button appearance="subtle" disabled={signingOut} onClick={() => void signOut()}>
            {t('firstPassword.signOut')}
          </Button>
        </div>
      </section>
    </main>
  );
};
