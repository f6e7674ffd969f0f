import { makeStyles, Skeleton, SkeletonItem, Tab, TabList, tokens } from '@fluentui/react-components';
import { KeyRegular, PersonRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../home/LoadFailed';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { useUserInfo } from './user-info';

const useStyles = makeStyles({
  outer: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}` },
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  panel: { paddingTop: tokens.spacingVerticalS },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
});

type InfoTab = 'info' | 'password';

/** /info/index: the signed-in user's own information and password (spec 000 §2.1, issue part 7). */
export const InfoPage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tab, setTab] = useState<InfoTab>('info');
  const query = useUserInfo();

  const infoPanel = () => {
    if (query.isPending) {
      return (
        <Skeleton className={styles.skeleton} aria-label={t('app.loading')}>
          <SkeletonItem shape="circle" size={96} />
          <SkeletonItem size={32} />
          <SkeletonItem size={32} />
          <SkeletonItem size={32} />
        </Skeleton>
      );
    }
    if (query.isError) {
      return (
        <LoadFailed
          title={t('info.loadFailed')}
          message={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (!query.data) {
      return (
        <LoadFailed
          title={t('info.loadFailed')}
          message={t('info.notFound')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return <ProfileForm key={query.data.id} info={query.data} />;
  };

  return (
    <div className={styles.outer}>
      <div className={styles.page}>
        <h2 className={styles.title}>{t('info.title')}</h2>
        <TabList selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value as InfoTab)}>
          <Tab value="info" icon={<PersonRegular />}>
            {t('info.tabInfo')}
          </Tab>
          <Tab value="password" icon={<KeyRegular />}>
            {t('info.tabPassword')}
          </Tab>
        </TabList>
        <div className={styles.panel} role="tabpanel">
          {tab === 'info' ? infoPanel() : <PasswordForm />}
        </div>
      </div>
    </div>
  );
};
