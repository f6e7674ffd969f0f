import { Caption1, Dropdown, makeStyles, MessageBar, Option, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import type { ResourceDef } from '../../../shared/resources';
import { useLiveForm } from '../../crud/core/live-forms';
import { crudKeys } from '../../crud/core/query-keys';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { bladex } from '../../platform/bladex-client';
import { buildPreview, firstImage, withEditedEntrance, type PreviewEntrance } from './phone-preview-model';

const useStyles = makeStyles({
  aside: { width: '300px', flexShrink: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  phone: {
    width: '280px',
    height: '560px',
    border: `10px solid ${tokens.colorNeutralForeground1}`,
    borderRadius: '32px',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
  },
  body: { flex: 1, padding: tokens.spacingHorizontalS, display: 'flex', flexDirection: 'column', gap: '8px' },
  slide: { width: '100%', height: '100px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '6px', textAlign: 'center' },
  icon: { width: '36px', height: '36px', borderRadius: '10px', objectFit: 'cover' },
  card: { display: 'flex', gap: '6px', alignItems: 'center' },
  cardImage: { width: '64px', height: '80px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  tabs: {
    display: 'flex',
    justifyContent: 'space-around',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: '6px 0',
    position: 'sticky',
    bottom: 0,
  },
  label: { fontSize: '11px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

type Page = { id: string; dictKey: string; dictValue: string };

const Tile = ({ row, className }: { row: PreviewEntrance; className: string }): ReactElement => {
  const styles = useStyles();
  return (
    <div data-testid={`preview-entrance-${row.id}`}>
      {row.imageUrl ? <img className={className} src={row.imageUrl} alt="" /> : null}
      <div className={styles.label}>{row.dictValue}</div>
    </div>
  );
};

/**
 * A phone-sized frame beside the home-page configuration showing the chosen page as the app will: the three
 * carousels, function menu, recommendation, areas, gifts and the bottom menu, hidden entrances left out and
 * sort order applied. Its query sits under the resource's keys, so every save, switch or delete refreshes it; an
 * open add or edit form's values are laid over the rows as the operator types.
 */
export const PhonePreview = ({ def }: { def: ResourceDef }): ReactElement => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const t = (leaf: string) => rt(`res.${def.area}.${def.name}.preview.${leaf}` as never);
  const pages = useQuery({
    queryKey: [...crudKeys.resource(def.name), 'preview-pages'],
    queryFn: async () => {
      const page = await bladex.get<{ records: Record<string, unknown>[] }>(`${def.endpoint}/parent-list`, {
        current: 1,
        size: 1000,
      });
      return page.records.map((row): Page => ({
        id: String(row.id),
        dictKey: String(row.regionCode ?? ''),
        dictValue: String(row.dictValue),
      }));
    },
  });
  const [picked, setChosen] = useState<string>();
  // The first page until the operator picks one (or when the picked one is gone).
  const chosen = pages.data?.some((page) => page.id === picked) ? picked : pages.data?.[0]?.id;
  const entrances = useQuery({
    queryKey: [...crudKeys.resource(def.name), 'preview', chosen],
    enabled: Boolean(chosen),
    queryFn: () => bladex.get<PreviewEntrance[]>(`${def.endpoint}/child-list`, { parentId: chosen ?? '' }),
  });
  // What an open add or edit form holds shows at once, before it is saved (issue 13 item 9).
  const edited = useLiveForm(def.name);
  const model = buildPreview(withEditedEntrance(entrances.data ?? [], edited, chosen));
  const current = pages.data?.find((page) => page.id === chosen);

  return (
    <aside className={styles.aside} aria-label={t('title')} data-testid="phone-preview">
      <Text weight="semibold">{t('title')}</Text>
      <Dropdown
        aria-label={t('page')}
        value={current?.dictValue ?? ''}
        selectedOptions={chosen ? [chosen] : []}
        onOptionSelect={(_, data) => setChosen(data.optionValue)}
      >
        {(pages.data ?? []).map((page) => (
          <Option key={page.id} value={page.id}>
            {page.dictValue}
          </Option>
        ))}
      </Dropdown>
      <Caption1>{t('note')}</Caption1>
      {pages.isError || entrances.isError ? <MessageBar intent="error">{t('failed')}</MessageBar> : null}
      {pages.data && pages.data.length === 0 ? <MessageBar>{t('empty')}</MessageBar> : null}
      <div className={styles.phone}>
        <div className={styles.body}>
          {entrances.isLoading ? <Spinner size="tiny" /> : null}
          {model.carousels.map((slides, index) =>
            slides[0] ? <Tile key={`c${index}`} row={slides[0]} className={styles.slide} /> : null,
          )}
          {model.functionMenu.length > 0 ? (
            <div className={styles.grid} aria-label={t('functionMenu')}>
              {model.functionMenu.map((row) => (
                <Tile key={row.id} row={row} className={styles.icon} />
              ))}
            </div>
          ) : null}
          {model.recommended.map((row) => (
            <div key={row.id} className={styles.card} data-testid={`preview-entrance-${row.id}`}>
              <img className={styles.cardImage} src={firstImage(row.imageUrls) ?? row.imageUrl} alt="" />
              <div>
                <Text weight="semibold">{row.dictValue}</Text>
                <div className={styles.label}>{row.tagName ?? row.subTitle}</div>
              </div>
            </div>
          ))}
          {[...model.hotAreas, ...model.travelAreas, ...model.gifts].map((row) => (
            <Tile key={row.id} row={row} className={styles.slide} />
          ))}
        </div>
        {model.bottomMenu.length > 0 ? (
          <nav className={styles.tabs}>
            {model.bottomMenu.map((row) => (
              <Tile key={row.id} row={row} className={styles.icon} />
            ))}
          </nav>
        ) : null}
      </div>
    </aside>
  );
};
