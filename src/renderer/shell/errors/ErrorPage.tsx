import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    textAlign: 'center',
    padding: '24px',
  },
  embedded: { minHeight: '100%', boxSizing: 'border-box' },
  code: {
    margin: 0,
    fontSize: '96px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  description: { margin: 0, maxWidth: '480px', color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

export interface ErrorPageProps {
  code: string;
  title: string;
  description: string;
  /** Inside the workspace: fills the page area instead of the window. */
  embedded?: boolean;
  /** Extra actions beside "back home". */
  actions?: ReactNode;
}

/** The shape of /403, /404 and /500: the code, what happened, and a way home (the guard of / decides where). */
export const ErrorPage = ({ code, title, description, embedded = false, actions }: ErrorPageProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const Root = embedded ? 'section' : 'main';
  return (
    // The workspace already has the page's <main>; an error inside it is a section of it.
    <Root className={mergeClasses(styles.page, embedded && styles.embedded)}>
      <p className={styles.code} aria-hidden>
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<HomeRegular />} onClick={() => void navigate('/', { replace: true })}>
          {t('notFound.backHome')}
        </Button>
        {actions}
      </div>
    </Root>
  );
};
