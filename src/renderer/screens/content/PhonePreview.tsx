import { Caption1, Dropdown, makeStyles, MessageBar, Option, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import type { ResourceDef } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import type { DrawerExtra } from '../../crud/fluent/ScreenDialogs';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { firstImage, type PreviewEntrance } from './phone-preview-model';
import type { PreviewConfigRow } from './preview-rows';
import { useAppPreview } from './use-app-preview';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', minWidth: 0 },
  main: { flex: 1, minWidth: 0 },
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
  strip: { display: 'flex', gap: '6px', overflowX: 'auto', flexShrink: 0 },
  launch: { width: '72px', flexShrink: 0, textAlign: 'center' },
  launchImage: { width: '72px', height: '128px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  section: { fontSize: '11px', color: tokens.colorNeutralForeground3 },
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
    textAlign: 'center',
  },
  label: { fontSize: '11px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const Tile = ({ row, className }: { row: PreviewEntrance; className: string }): ReactElement => {
  const styles = useStyles();
  return (
    <div data-testid={`preview-entrance-${row.id}`}>
      {row.imageUrl ? <img className={className} src={row.imageUrl} alt="" /> : null}
      <div className={styles.label}>{row.dictValue}</div>
    </div>
  );
};

/** A menu entry or tab: the first is the selected one (its 56×56 icon), the rest show the unselected icon. */
const IconEntry = ({ row, selected, kind }: { row: PreviewConfigRow; selected: boolean; kind: string }) => {
  const styles = useStyles();
  const icon = selected ? (row.checkedIcon ?? row.uncheckedIcon) : (row.uncheckedIcon ?? row.checkedIcon);
  return (
    <div data-testid={`preview-${kind}-${row.id}`}>
      {icon ? <img className={styles.icon} src={icon} alt="" /> : null}
      <div className={styles.label}>{row.name}</div>
    </div>
  );
};

/** The city or theme-version choice above the phone. */
const Picker = ({
  label,
  options,
  value,
  onPick,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onPick: (value: string | undefined) => void;
}) => (
  <Dropdown
    aria-label={label}
    value={options.find((option) => option.value === value)?.label ?? ''}
    selectedOptions={value ? [value] : []}
    onOptionSelect={(_, data) => onPick(data.optionValue)}
  >
    {options.map((option) => (
      <Option key={option.value} value={option.value}>
        {option.label}
      </Option>
    ))}
  </Dropdown>
);

/**
 * A phone-sized frame showing the app as it will look for the chosen city and theme version: the theme's launch
 * pages, then the city's home page (the three carousels, app menu, function menu, recommendation, areas, gifts,
 * bottom menu) over the theme's bottom tabs; hidden rows left out, sort order applied, and what an open add or
 * edit form of any of the four configurations holds shown before it is saved (use-app-preview.ts).
 */
export const PhonePreview = (): ReactElement => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const t = (leaf: string) => rt(`res.content.appHomePageConfig.preview.${leaf}` as never);
  const preview = useAppPreview();
  const { home } = preview;

  return (
    <aside className={styles.aside} aria-label={t('title')} data-testid="phone-preview">
      <Text weight="semibold">{t('title')}</Text>
      <Picker
        label={t('page')}
        options={preview.cities.map((page) => ({ value: page.regionCode, label: page.dictValue }))}
        value={preview.city}
        onPick={preview.setCity}
      />
      <Picker label={t('theme')} options={preview.themes} value={preview.theme} onPick={preview.setTheme} />
      <Caption1>{t('note')}</Caption1>
      {preview.failed ? <MessageBar intent="error">{t('failed')}</MessageBar> : null}
      {preview.noPages ? <MessageBar>{t('empty')}</MessageBar> : null}
      <div className={styles.phone}>
        <div className={styles.body}>
          {preview.loading ? <Spinner size="tiny" /> : null}
          {preview.launch.length > 0 ? (
            <>
              <div className={styles.section}>{t('launch')}</div>
              <div className={styles.strip} aria-label={t('launch')}>
                {preview.launch.map((row) => (
                  <div key={row.id} className={styles.launch} data-testid={`preview-launch-${row.id}`}>
                    {row.imageUrl ? <img className={styles.launchImage} src={row.imageUrl} alt="" /> : null}
                    <div className={styles.label}>{row.name}</div>
                  </div>
                ))}
              </div>
            </>
          ) : null}
          {home.carousels.map((slides, index) =>
            slides[0] ? <Tile key={`c${index}`} row={slides[0]} className={styles.slide} /> : null,
          )}
          {preview.menu.length > 0 ? (
            <Grid label={t('appMenu')}>
              {preview.menu.map((row, index) => (
                <IconEntry key={row.id} row={row} selected={index === 0} kind="menu" />
              ))}
            </Grid>
          ) : null}
          <EntranceGrid label={t('functionMenu')} rows={home.functionMenu} />
          {home.recommended.map((row) => (
            <div key={row.id} className={styles.card} data-testid={`preview-entrance-${row.id}`}>
              <img className={styles.cardImage} src={firstImage(row.imageUrls) ?? row.imageUrl} alt="" />
              <div>
                <Text weight="semibold">{row.dictValue}</Text>
                <div className={styles.label}>{row.tagName ?? row.subTitle}</div>
              </div>
            </div>
          ))}
          {[...home.hotAreas, ...home.travelAreas, ...home.gifts].map((row) => (
            <Tile key={row.id} row={row} className={styles.slide} />
          ))}
          <EntranceGrid label={t('bottomMenu')} rows={home.bottomMenu} />
        </div>
        {preview.tabs.length > 0 ? (
          <nav className={styles.tabs} aria-label={t('bottomNav')}>
            {preview.tabs.map((row, index) => (
              <IconEntry key={row.id} row={row} selected={index === 0} kind="tab" />
            ))}
          </nav>
        ) : null}
      </div>
    </aside>
  );
};

const Grid = ({ label, children }: { label: string; children: ReactNode }) => {
  const styles = useStyles();
  return (
    <div className={styles.grid} aria-label={label}>
      {children}
    </div>
  );
};

/** A menu of home entrances (function menu, bottom menu) as icons; nothing when it has none. */
const EntranceGrid = ({ label, rows }: { label: string; rows: readonly PreviewEntrance[] }) => {
  const styles = useStyles();
  return rows.length > 0 ? (
    <Grid label={label}>
      {rows.map((row) => (
        <Tile key={row.id} row={row} className={styles.icon} />
      ))}
    </Grid>
  ) : null;
};

/** The preview again inside an add or edit drawer (which covers the one beside the list), following the form. */
export const previewInDrawer: DrawerExtra = (drawer) => (drawer.mode === 'view' ? null : <PhonePreview />);

/** A configuration screen with the phone preview beside it (home page, launch pages, app menu, bottom tabs). */
export const WithPhonePreview = ({ children }: { children: ReactNode }): ReactElement => {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <div className={styles.main}>{children}</div>
      <PhonePreview />
    </div>
  );
};

/** The screen of a list configuration (launch pages, app menu, bottom tabs): its engine list with the preview. */
export const listWithPhonePreview = (def: ResourceDef) => {
  const Screen = () => (
    <WithPhonePreview>
      <ResourcePage def={def} drawerExtra={previewInDrawer} />
    </WithPhonePreview>
  );
  Screen.displayName = `${def.name}PreviewScreen`;
  return Screen;
};
