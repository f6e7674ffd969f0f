import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
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
    textAlign: 'center',
    padding: '24px',
  },
  code: {
    margin: 0,
    fontSize: '96px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  description: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/** /404, where every unknown path lands (spec 000 §2.1). Public: the guard of / decides what comes next. */
export const NotFoundPage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.description}>{t('notFound.description')}</p>
      <Button appearance="primary" icon={<HomeRegular />} onClick={() => void navigate('/', { replace: true })}>
        {t('notFound.backHome')}
      </Button>
    </main>
  );
};
