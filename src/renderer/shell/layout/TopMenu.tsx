import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  menuActions,
  menuRoutesQuery,
  topMenuLanding,
  useMenu,
  useMenuStore,
  useTopMenus,
  type TopMenuItem,
} from '../../stores/menu-store';
import { useSessionUser } from '../../stores/session-store';
import { visibleForRole } from '../../stores/updates/menu-updates';
import { MenuIcon } from '../../ui/menu-icon';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'stretch', alignSelf: 'stretch', gap: '2px', minWidth: 0, overflowX: 'auto' },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: '0 12px',
    border: 'none',
    background: 'none',
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    borderBottom: '2px solid transparent',
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  selected: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorBrandStroke1,
    ':hover': { color: tokens.colorBrandForeground1 },
  },
  icon: { fontSize: '18px' },
});

/**
 * The home item plus the server's top menus (spec 000 §2.3). Choosing one loads its part of the menu
 * (`menu/routes?topMenuId=`) into the sidebar and opens its page; home shows the whole menu again.
 */
export const TopMenu = () => {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const items = useTopMenus();
  const selected = useMenuStore((s) => s.topMenuId);

  const queryClient = useQueryClient();
  const user = useSessionUser();
  const { items: granted } = useMenu();

  const choose = async (item: TopMenuItem) => {
    const topMenuId = item.id === '' ? null : item.id;
    menuActions.chooseTopMenu(topMenuId);
    if (topMenuId === null) {
      void navigate(item.path);
      return;
    }
    // Its page may be one this user cannot open: then its first screen the user can (issue 19).
    const part = await queryClient.fetchQuery(menuRoutesQuery(user, topMenuId)).catch(() => []);
    const to = topMenuLanding(item, granted, visibleForRole(part, user?.roleName ?? ''));
    if (to) void navigate(to);
  };

  const labelOf = (item: TopMenuItem) =>
    item.id === '' ? t('layout.topMenu.home') : i18n.language === 'en' && item.labelEn ? item.labelEn : item.label;

  return (
    <nav className={styles.bar} aria-label={t('layout.topMenu.label')}>
      {items.map((item) => {
        const isSelected = (item.id === '' ? null : item.id) === selected;
        return (
          <button
            key={item.id || 'home'}
            type="button"
            className={mergeClasses(styles.item, isSelected && styles.selected)}
            aria-pressed={isSelected}
            onClick={() => void choose(item)}
          >
            <MenuIcon name={item.icon} className={styles.icon} />
            {labelOf(item)}
          </button>
        );
      })}
    </nav>
  );
};
