import { Badge, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { WrenchScrewdriverRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useMenuButtons } from '../../stores/menu-store';

const useStyles = makeStyles({
  page: {
    maxWidth: '760px',
    margin: '0 auto',
    padding: '40px 24px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground1,
  },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
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
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
  code: { fontFamily: tokens.fontFamilyMonospace },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ScreenPlaceholderProps {
  /** The screen's name as the menu (or the fixed route) calls it, in the current language. */
  name: string;
  path: string;
  /** The menu item, whose buttons the user holds; none for fixed routes. */
  menuId?: string;
}

/**
 * What a menu route shows until its screen is built: honestly says so, with the route and the button
 * permissions the user holds there, so an administrator can check a grant before the screen lands.
 */
export const ScreenPlaceholder = ({ name, path, menuId }: ScreenPlaceholderProps) => {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const buttons = useMenuButtons();
  const granted = menuId ? (buttons.data?.get(menuId) ?? []) : [];
  return (
    <section className={styles.page} aria-labelledby="screen-placeholder-title">
      <div className={styles.heading}>
        <WrenchScrewdriverRegular className={styles.icon} aria-hidden />
        <h1 id="screen-placeholder-title" className={styles.title}>
          {t('layout.placeholder.title', { name })}
        </h1>
      </div>
      <p className={styles.text} data-testid="screen-placeholder">
        {t('layout.placeholder.notBuilt')}
      </p>
      <p className={styles.text}>{t('layout.placeholder.explain')}</p>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('layout.placeholder.path')}</dt>
        <dd className={`${styles.value} ${styles.code}`}>{path}</dd>
        {menuId && (
          <>
            <dt className={styles.term}>{t('layout.placeholder.permissions')}</dt>
            <dd className={styles.value}>
              {buttons.isPending && <Spinner size="tiny" label={t('layout.placeholder.permissionsLoading')} />}
              {buttons.isError && t('layout.placeholder.permissionsFailed')}
              {buttons.isSuccess && granted.length === 0 && t('layout.placeholder.noPermissions')}
              {granted.length > 0 && (
                <span className={styles.badges}>
                  {granted.map((button) => (
                    <Badge key={button.code} appearance="tint" color="brand" title={button.code}>
                      {i18n.language === 'en' && button.labelEn ? button.labelEn : button.label}
                    </Badge>
                  ))}
                </span>
              )}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
};
