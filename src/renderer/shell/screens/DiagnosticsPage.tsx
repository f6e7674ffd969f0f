import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getApi } from '../../platform/api';
import { FactList } from '../../ui/FactList';
import { useMenu, useMenuButtons } from '../../stores/menu-store';
import { useSessionStore } from '../../stores/session-store';
import { menuLeaves } from '../../stores/updates/menu-updates';
import { useScreenSize } from '../layout/use-screen-size';

const useStyles = makeStyles({
  page: { maxWidth: '760px', padding: '32px 24px', color: tokens.colorNeutralForeground1 },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalXL}`, color: tokens.colorNeutralForeground3 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
    padding: '20px 24px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
});

const fetchAppInfo = async () => {
  const result = await getApi().invoke('app.info');
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
};

/** /test/index: the facts IT asks for when something is wrong (version, transport, server, who, what grants). */
export const DiagnosticsPage = () => {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const info = useQuery({ queryKey: ['app-info'], queryFn: fetchAppInfo, staleTime: Infinity, retry: 0 });
  const view = useSessionStore((s) => s.view);
  const buttons = useMenuButtons();
  const menu = useMenu();
  const size = useScreenSize();
  const permissionCount = buttons.data ? [...buttons.data.values()].reduce((sum, list) => sum + list.length, 0) : null;
  const unavailable = t('layout.diagnostics.unavailable');
  const pending = <Spinner size="tiny" />;
  const user = view.user;

  const facts: Array<[string, ReactNode]> = [
    [t('layout.diagnostics.version'), info.isPending ? pending : (info.data?.version ?? unavailable)],
    [
      t('layout.diagnostics.transport'),
      info.isPending
        ? pending
        : info.data
          ? info.data.transport === 'electron'
            ? t('layout.diagnostics.transportElectron')
            : t('layout.diagnostics.transportWeb')
          : unavailable,
    ],
    [t('layout.diagnostics.serverUrl'), info.isPending ? pending : (info.data?.serverUrl ?? unavailable)],
    [t('layout.diagnostics.user'), user ? `${user.realName || user.account} (${user.account}, ${user.userId})` : '-'],
    [t('layout.diagnostics.tenant'), user?.tenantId ?? '-'],
    [t('layout.diagnostics.roles'), user?.roleName ?? '-'],
    [t('layout.diagnostics.permissions'), buttons.isPending ? pending : (permissionCount ?? unavailable)],
    [t('layout.diagnostics.menuScreens'), menu.isLoading ? pending : String(menuLeaves(menu.items).length)],
    [t('layout.diagnostics.issuedAt'), view.issuedAt ? new Date(view.issuedAt).toLocaleString() : '-'],
    [t('layout.diagnostics.screen'), `${size} (${window.innerWidth} × ${window.innerHeight})`],
    [t('layout.diagnostics.language'), i18n.language],
  ];

  return (
    <section className={styles.page} aria-labelledby="diagnostics-title">
      <h1 id="diagnostics-title" className={styles.title}>
        {t('layout.diagnostics.title')}
      </h1>
      <p className={styles.intro}>{t('layout.diagnostics.intro')}</p>
      <FactList facts={facts} className={styles.facts} />
    </section>
  );
};
