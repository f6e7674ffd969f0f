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
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n';
import { paletteResults, type PaletteEntry, type PaletteSources } from './palette-entries';

const useStyles = makeStyles({
  surface: { maxWidth: '600px', width: '100%', paddingBottom: '12px' },
  input: { width: '100%' },
  list: {
    listStyle: 'none',
    margin: `${tokens.spacingVerticalM} 0 0`,
    padding: 0,
    maxHeight: '400px',
    overflowY: 'auto',
  },
  heading: {
    padding: '6px 12px 2px',
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
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
  detail: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  empty: { margin: `${tokens.spacingVerticalM} 0 0`, color: tokens.colorNeutralForeground3 },
  hint: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
});

export interface CommandPaletteProps {
  open: boolean;
  /** Read when the palette opens (the page's actions are those of the page on screen then). */
  sources: () => PaletteSources;
  onClose: () => void;
}

/**
 * The command palette (Ctrl/⌘+K, issue 20 item 7), grown from the menu search of spec 000 §2.3 and keeping its title
 * and rule for menus (leaf menus by name prefix, any case): besides menus it finds the page's actions, the open tabs
 * and the workspace's commands. Fully keyboard driven: type, ↑/↓ (Home/End, PgUp/PgDn) to move, Enter to run, Esc to
 * close; choosing closes it and clears the text.
 */
export const CommandPalette = ({ open, sources, onClose }: CommandPaletteProps) => {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  const [text, setText] = useState('');
  const [highlight, setHighlight] = useState(0);
  const [snapshot, setSnapshot] = useState<PaletteSources | null>(null);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  if (open && snapshot === null) setSnapshot(sources());
  if (!open && snapshot !== null) setSnapshot(null);
  const results = useMemo(() => (snapshot ? paletteResults(snapshot, text, language) : []), [snapshot, text, language]);
  const current = Math.min(highlight, Math.max(results.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    listRef.current?.querySelector(`#${CSS.escape(optionId(current))}`)?.scrollIntoView({ block: 'nearest' });
    // The id is derived from `current`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const choose = (entry: PaletteEntry) => {
    setText('');
    setHighlight(0);
    onClose();
    entry.run();
  };

  const move = (to: number) => setHighlight(results.length === 0 ? 0 : (to + results.length) % results.length);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(current + 1),
      ArrowUp: () => move(current - 1),
      PageDown: () => setHighlight(Math.min(results.length - 1, current + 8)),
      PageUp: () => setHighlight(Math.max(0, current - 8)),
      Home: () => setHighlight(0),
      End: () => setHighlight(Math.max(0, results.length - 1)),
      Enter: () => {
        const entry = results[current];
        if (entry) choose(entry);
      },
    };
    const action = keys[event.key];
    // Home/End move in the text unless Ctrl is held: the list comes second to typing.
    if (!action || ((event.key === 'Home' || event.key === 'End') && !event.ctrlKey)) return;
    event.preventDefault();
    action();
  };

  const groupLabel = (entry: PaletteEntry, index: number) =>
    index === 0 || results[index - 1].group !== entry.group ? t(`desktop.palette.groups.${entry.group}`) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(_event, data) => {
        if (data.open) return;
        setText('');
        setHighlight(0);
        onClose();
      }}
    >
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('menuSearch.title')}</DialogTitle>
          <DialogContent>
            <Input
              className={styles.input}
              contentBefore={<SearchRegular />}
              value={text}
              placeholder={t('desktop.palette.placeholder')}
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
              <ul
                ref={listRef}
                id={listId}
                role="listbox"
                aria-label={t('desktop.palette.results')}
                className={styles.list}
              >
                {results.map((entry, index) => {
                  const heading = groupLabel(entry, index);
                  return (
                    <li key={entry.id} role="presentation">
                      {heading && (
                        <div className={styles.heading} role="presentation">
                          {heading}
                        </div>
                      )}
                      <div
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === current}
                        data-group={entry.group}
                        className={mergeClasses(styles.option, index === current && styles.highlighted)}
                        onMouseEnter={() => setHighlight(index)}
                        onClick={() => choose(entry)}
                      >
                        <span>{entry.label}</span>
                        {entry.detail && <span className={styles.detail}>{entry.detail}</span>}
                      </div>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className={styles.empty} role="status">
                {text.trim() === '' ? t('desktop.palette.placeholder') : t('menuSearch.empty', { text: text.trim() })}
              </p>
            )}
            <p className={styles.hint}>{t('desktop.palette.hint')}</p>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
