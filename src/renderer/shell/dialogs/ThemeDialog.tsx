import {
  Button,
  ColorArea,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  SwatchPicker,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COLOR, normalizeHex, themeOptionOf, themeOptions, type ThemeOption } from '../../app/theme';
import { resolveAppThemes } from '../../app/app-themes';
import { getApi } from '../../platform/api';
import { useSetting } from '../../stores/settings-store';
import { hexToHsv, hsvToHex, type Hsv } from './hsv';
import { useNotify } from '../../platform/notify';
import { saveSettings } from './save-settings';
import { presetColors, themeLabelKeys } from './theme-labels';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: 'calc(100vw - 48px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: {
    // The 当前主题 mark is placed against its own card.
    position: 'relative',
    boxSizing: 'border-box',
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'inherit',
    margin: 0,
    cursor: 'pointer',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `2px solid transparent`,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  selected: { border: `2px solid ${tokens.colorBrandStroke1}` },
  preview: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '26px 1fr',
    gridTemplateRows: '14px 1fr',
    height: '64px',
    borderRadius: tokens.borderRadiusSmall,
    overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  side: { gridRow: '1 / 3' },
  check: {
    position: 'absolute',
    right: '8px',
    top: '8px',
    fontSize: '20px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: '50%',
  },
  busy: { cursor: 'progress' },
  name: { textAlign: 'center', fontSize: tokens.fontSizeBase200 },
  section: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  hint: { margin: 0, color: tokens.colorNeutralForeground3 },
  colorRow: {
    display: 'flex',
    gap: tokens.spacingHorizontalXXL,
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
  },
  picker: { width: '260px', flexShrink: 0 },
  area: { height: '140px', minHeight: '140px' },
  swatches: { flexWrap: 'wrap', maxWidth: '320px' },
  custom: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  hexRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  sample: { width: '32px', height: '32px', borderRadius: tokens.borderRadiusMedium, flexShrink: 0 },
});

const ThemePreview = ({ option, color }: { option: ThemeOption; color: string }) => {
  const styles = useStyles();
  const { page, sidebar } = useMemo(() => resolveAppThemes(option.id, color), [option.id, color]);
  return (
    <span className={styles.preview} aria-hidden>
      <span className={styles.side} style={{ backgroundColor: sidebar.colorNeutralBackground1 }} />
      <span
        style={{
          backgroundColor: page.colorNeutralBackground1,
          borderBottom: `3px solid ${page.colorBrandBackground}`,
        }}
      />
      <span style={{ backgroundColor: page.colorNeutralBackground2 }} />
    </span>
  );
};

export interface ThemeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The theme picker: spec 000 §9's themes as previews, and the brand colour (presets or any colour). */
export const ThemeDialog = ({ open, onClose }: ThemeDialogProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const themeName = useSetting('themeName');
  const colorName = useSetting('colorName');
  const current = themeOptionOf(themeName).id;
  const brand = normalizeHex(colorName) ?? DEFAULT_COLOR;
  const [draft, setDraft] = useState<Hsv | null>(null);
  const [hexText, setHexText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const draftHex = draft ? hsvToHex(draft) : brand;
  const hexShown = hexText ?? draftHex;
  const hexValid = normalizeHex(hexShown) !== null;

  const save = async (patch: { themeName?: string; colorName?: string }) => {
    setSaving(true);
    const result = await saveSettings(getApi(), patch);
    setSaving(false);
    if (!result.ok) notify.error(t('theme.saveFailed', { message: result.error.message }));
    else {
      setDraft(null);
      setHexText(null);
    }
  };

  const chooseTheme = (option: ThemeOption) =>
    void save(option.accent ? { themeName: option.id, colorName: option.accent } : { themeName: option.id });

  const applyCustom = () => {
    const hex = normalizeHex(hexShown);
    if (hex) void save({ colorName: hex });
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('theme.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.grid} role="group" aria-label={t('theme.title')}>
              {themeOptions.map((option) => {
                const selected = option.id === current;
                return (
                  <button
                    key={option.id}
                    type="button"
                    className={mergeClasses(styles.card, selected && styles.selected, saving && styles.busy)}
                    aria-pressed={selected}
                    // Not `disabled`: disabling the button just clicked would drop the focus out of the dialog,
                    // and Esc would no longer close it (issue 19).
                    aria-disabled={saving}
                    onClick={() => {
                      if (!saving) chooseTheme(option);
                    }}
                    data-theme={option.id}
                  >
                    <ThemePreview option={option} color={option.accent ?? brand} />
                    <span className={styles.name}>{t(themeLabelKeys[option.id])}</span>
                    {selected && <CheckmarkCircleFilled className={styles.check} aria-label={t('theme.current')} />}
                  </button>
                );
              })}
            </div>
            <h3 className={styles.section}>{t('theme.colorTitle')}</h3>
            <p className={styles.hint}>{t('theme.colorHint')}</p>
            <div className={styles.colorRow}>
              <div className={styles.custom}>
                <SwatchPicker
                  layout="row"
                  className={styles.swatches}
                  aria-label={t('theme.colorTitle')}
                  selectedValue={brand}
                  onSelectionChange={(_, data) => void save({ colorName: data.selectedValue })}
                >
                  {presetColors.map((color) => (
                    <ColorSwatch key={color} color={color} value={color} aria-label={t('theme.preset', { color })} />
                  ))}
                </SwatchPicker>
                <div className={styles.hexRow}>
                  <span className={styles.sample} style={{ backgroundColor: hexValid ? hexShown : 'transparent' }} />
                  <Field
                    label={t('theme.hex')}
                    validationState={hexValid ? 'none' : 'error'}
                    validationMessage={hexValid ? undefined : t('theme.hexInvalid')}
                  >
                    <Input
                      name="themeColor"
                      value={hexShown}
                      maxLength={7}
                      onChange={(_, data) => {
                        setHexText(data.value);
                        const hex = normalizeHex(data.value);
                        setDraft(hex ? hexToHsv(hex) : draft);
                      }}
                    />
                  </Field>
                  <Button
                    appearance="primary"
                    disabled={saving || !hexValid || normalizeHex(hexShown) === brand}
                    onClick={applyCustom}
                  >
                    {t('theme.apply')}
                  </Button>
                </div>
              </div>
              <ColorPicker
                className={styles.picker}
                color={draft ?? hexToHsv(normalizeHex(hexShown) ?? brand)}
                onColorChange={(_, data) => {
                  setDraft({ h: data.color.h, s: data.color.s, v: data.color.v });
                  setHexText(null);
                }}
                aria-label={t('theme.custom')}
              >
                <ColorArea className={styles.area} />
                <ColorSlider />
              </ColorPicker>
            </div>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="secondary"
              disabled={saving || brand === DEFAULT_COLOR}
              onClick={() => void save({ colorName: DEFAULT_COLOR })}
            >
              {t('theme.reset')}
            </Button>
            <Button appearance="primary" onClick={onClose}>
              {t('dialogs.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
