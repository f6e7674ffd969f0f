import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, OpenRegular } from '@fluentui/react-icons';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePlatformTitle } from '../../app/tenant-info';
import type { Language } from '../../../shared/i18n';
import { BrandMark } from '../login/BrandMark';
import { activeLeafFor, findLeafByLink, menuLabel, type MenuItem } from '../../stores/updates/menu-updates';
import { MenuIcon } from '../../ui/menu-icon';
import { menuTarget } from './use-menu-navigation';

const EXPANDED_WIDTH = '224px';
const COLLAPSED_WIDTH = '56px';

const useStyles = makeStyles({
  root: {
    width: EXPANDED_WIDTH,
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    transitionProperty: 'width',
    transitionDuration: tokens.durationFast,
  },
  collapsed: { width: COLLAPSED_WIDTH },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '52px',
    padding: '0 14px',
    flexShrink: 0,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
  },
  // Two lines before an ellipsis: a long platform name (English, or a tenant's own) stays readable.
  brandText: {
    minWidth: 0,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    lineHeight: tokens.lineHeightBase300,
  },
  scroll: { flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', padding: '8px 0' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  entry: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minHeight: '38px',
    boxSizing: 'border-box',
    padding: '0 12px',
    border: 'none',
    borderRadius: 0,
    background: 'none',
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    textAlign: 'left',
    textDecorationLine: 'none',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  entryCollapsed: { justifyContent: 'center', padding: 0 },
  // A long label (English: "Merchants and products") wraps to a second line rather than being cut; past two
  // lines it ends in an ellipsis, and the whole label is on hover.
  label: {
    flexGrow: 1,
    minWidth: 0,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    lineHeight: tokens.lineHeightBase300,
    paddingTop: '4px',
    paddingBottom: '4px',
  },
  icon: { fontSize: '20px', flexShrink: 0 },
  chevron: { fontSize: '12px', flexShrink: 0 },
  inGroup: { color: tokens.colorBrandForeground1 },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground1 },
  },
  state: { padding: '16px 12px', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  error: { margin: '8px' },
});

export interface SidebarProps {
  items: MenuItem[];
  collapsed: boolean;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** A leaf was chosen (small screens fold the sidebar away). */
  onNavigate: () => void;
  /** A section was chosen while collapsed: the sidebar opens on it. */
  onExpand: () => void;
}

const decodeIframeLink = (pathname: string): string | null => {
  if (!pathname.startsWith('/myiframe/')) return null;
  try {
    return decodeURIComponent(decodeURIComponent(pathname.slice('/myiframe/'.length)));
  } catch {
    return null;
  }
};

/** The ids from the top-level section down to the leaf of the current page (its group). */
const activeLineage = (items: MenuItem[], pathname: string): string[] => {
  const link = decodeIframeLink(pathname);
  const leaf = link ? findLeafByLink(items, link) : activeLeafFor(items, pathname);
  return leaf ? leaf.lineage : [];
};

/**
 * The menu (spec 000 §2.3): sections open as submenus, one branch at a time; leaves open their route (or
 * their external link); the current page's item is highlighted, and its sections show they hold it.
 */
export const Sidebar = ({ items, collapsed, loading, error, onRetry, onNavigate, onExpand }: SidebarProps) => {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  const title = usePlatformTitle();
  const { pathname } = useLocation();
  const lineage = activeLineage(items, pathname);
  const lineageKey = lineage.join('/');

  // One open branch: the chain of section ids from the top. It follows the current page when that changes.
  const [openChain, setOpenChain] = useState<string[]>(() => lineage.slice(0, -1));
  const [followedKey, setFollowedKey] = useState(lineageKey);
  if (followedKey !== lineageKey) {
    setFollowedKey(lineageKey);
    if (lineage.length > 1) setOpenChain(lineage.slice(0, -1));
  }

  const toggle = (item: MenuItem, depth: number) => {
    if (collapsed) {
      setOpenChain([item.id]);
      onExpand();
      return;
    }
    setOpenChain((chain) => (chain[depth] === item.id ? chain.slice(0, depth) : [...chain.slice(0, depth), item.id]));
  };

  const renderItem = (item: MenuItem, depth: number) => {
    const label = menuLabel(item, language);
    const onPath = lineage.includes(item.id);
    const indent = collapsed ? undefined : { paddingLeft: `${12 + depth * 16}px` };
    const icon = depth === 0 ? <MenuIcon name={item.icon} className={styles.icon} /> : null;
    const entryClass = (extra?: string | false) =>
      mergeClasses(styles.entry, collapsed && styles.entryCollapsed, extra || undefined);

    if (item.children.length > 0) {
      const open = !collapsed && openChain[depth] === item.id;
      const button = (
        <button
          type="button"
          className={entryClass(onPath && styles.inGroup)}
          style={indent}
          aria-expanded={open}
          onClick={() => toggle(item, depth)}
        >
          {icon}
          {!collapsed && (
            <span className={styles.label} title={label} data-testid="menu-label">
              {label}
            </span>
          )}
          {!collapsed &&
            (open ? (
              <ChevronDownRegular className={styles.chevron} aria-hidden />
            ) : (
              <ChevronRightRegular className={styles.chevron} aria-hidden />
            ))}
        </button>
      );
      return (
        <li key={item.id}>
          {collapsed ? (
            <Tooltip content={label} relationship="label" positioning="after">
              {button}
            </Tooltip>
          ) : (
            button
          )}
          {open && (
            <ul className={styles.list} role="group" aria-label={label}>
              {item.children.map((child) => renderItem(child, depth + 1))}
            </ul>
          )}
        </li>
      );
    }

    const target = menuTarget(item);
    const isActive = onPath && lineage[lineage.length - 1] === item.id;
    const content = (
      <>
        {icon}
        {!collapsed && (
          <span className={styles.label} title={label} data-testid="menu-label">
            {label}
          </span>
        )}
        {!collapsed && target.kind === 'external' && <OpenRegular className={styles.chevron} aria-hidden />}
      </>
    );
    const link =
      target.kind === 'external' ? (
        // Open mode 2: a new window, which Electron hands to the OS browser.
        <a
          className={entryClass()}
          style={indent}
          href={target.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('layout.openExternal', { name: label })}
          onClick={onNavigate}
        >
          {content}
        </a>
      ) : (
        <Link
          className={entryClass(isActive && styles.active)}
          style={indent}
          to={target.to}
          aria-current={isActive ? 'page' : undefined}
          onClick={(event: MouseEvent) => {
            if (!event.defaultPrevented) onNavigate();
          }}
        >
          {content}
        </Link>
      );
    return (
      <li key={item.id}>
        {collapsed ? (
          <Tooltip content={label} relationship="label" positioning="after">
            {link}
          </Tooltip>
        ) : (
          link
        )}
      </li>
    );
  };

  return (
    <aside className={mergeClasses(styles.root, collapsed && styles.collapsed)}>
      <div className={styles.brand} title={title}>
        <BrandMark size={26} />
        {!collapsed && (
          <span className={styles.brandText} data-testid="sidebar-title">
            {title}
          </span>
        )}
      </div>
      <nav className={styles.scroll} aria-label={t('layout.mainNavigation')}>
        {loading && items.length === 0 && (
          <div className={styles.state}>
            <Spinner size="tiny" label={collapsed ? undefined : t('layout.menuLoading')} />
          </div>
        )}
        {error !== null && (
          <MessageBar intent="error" className={styles.error} layout="multiline">
            <MessageBarBody>{collapsed ? null : t('layout.menuLoadFailed')}</MessageBarBody>
            <Button size="small" onClick={onRetry}>
              {t('layout.retry')}
            </Button>
          </MessageBar>
        )}
        {!loading && error === null && items.length === 0 && (
          <div className={styles.state}>{t('layout.menuEmpty')}</div>
        )}
        <ul className={styles.list}>{items.map((item) => renderItem(item, 0))}</ul>
      </nav>
    </aside>
  );
};
