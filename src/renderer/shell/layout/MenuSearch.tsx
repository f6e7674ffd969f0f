import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n';
import { menuLabel, searchMenus, type MenuItem, type MenuLeaf } from '../../stores/updates/menu-updates';

const MAX_RESULTS = 50;

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: '100%', paddingBottom: '12px' },
  input: { width: '100%' },
  list: {
    listStyle: 'none',
    margin: `${tokens.spacingVerticalM} 0 0`,
    padding: 0,
    maxHeight: '360px',
    overflowY: 'auto',
  },
  option: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
  },
  highlighted: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
  trail: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  empty: { margin: `${tokens.spacingVerticalM} 0 0`, color: tokens.colorNeutralForeground3 },
  hint: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
});

export interface MenuSearchProps {
  open: boolean;
  items: MenuItem[];
  onClose: () => void;
  onChoose: (item: MenuItem) => void;
}

/**
 * The menu search overlay (spec 000 §2.3): leaf menus by name prefix in the current language, any case;
 * arrows move, Enter opens, Esc closes; choosing navigates and clears the text.
 */
export const MenuSearch = ({ open, items, onClose, onChoose }: MenuSearchProps) => {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  const [text, setText] = useState('');
  const [highlight, setHighlight] = useState(0);
  const listId = useId();
  const results = useMemo(() => searchMenus(items, text, language).slice(0, MAX_RESULTS), [items, text, language]);
  const current = Math.min(highlight, Math.max(results.length - 1, 0));

  const choose = (leaf: MenuLeaf) => {
    setText('');
    setHighlight(0);
    onChoose(leaf.item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlight(results.length === 0 ? 0 : (current + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight(results.length === 0 ? 0 : (current - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const leaf = results[current];
      if (leaf) choose(leaf);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('menuSearch.title')}</DialogTitle>
          <DialogContent>
            <Input
              className={styles.input}
              contentBefore={<SearchRegular />}
              value={text}
              placeholder={t('menuSearch.placeholder')}
              aria-label={t('menuSearch.title')}
              role="combobox"
              aria-expanded={results.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
              onChange={(_event, data) => {
                setText(data.value);
                setHighlight(0);
              }}
              onKeyDown={onKeyDown}
            />
            {results.length > 0 ? (
              <ul id={listId} role="listbox" aria-label={t('menuSearch.results')} className={styles.list}>
                {results.map((leaf, index) => (
                  <li
                    key={leaf.item.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === current}
                    className={mergeClasses(styles.option, index === current && styles.highlighted)}
                    onMouseEnter={() => setHighlight(index)}
                    onClick={() => choose(leaf)}
                  >
                    <span>{menuLabel(leaf.item, language)}</span>
                    {leaf.trail.length > 0 && <span className={styles.trail}>{leaf.trail.join(' / ')}</span>}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty} role="status">
                {t('menuSearch.empty', { text: text.trim() })}
              </p>
            )}
            <p className={styles.hint}>{t('menuSearch.hint')}</p>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
