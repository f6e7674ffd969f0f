import { Button, makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_SETTING_DEFAULTS } from '../../../shared/board-settings';
import { getApi } from '../../platform/api';
import { connectPolicy, usePolicy } from '../../stores/policy-store';
import { settingsActions } from '../../stores/settings-store';
import { lockReason } from '../../shell/settings/lock-reason';
import { useBoardSettings } from './board-settings';
import { draftOf, parseDraft, type BoardSettingsDraft } from './board-settings-form';

const useStyles = makeStyles({
  panel: {
    position: 'absolute',
    top: '130px',
    right: '24px',
    zIndex: 50,
    width: '520px',
    padding: '20px 24px',
    color: '#e6f4ff',
    backgroundColor: '#071e45',
    border: '1px solid rgba(64, 158, 255, 0.7)',
    borderRadius: '6px',
    boxShadow: '0 12px 32px rgba(0, 0, 0, 0.6)',
    fontSize: '16px',
  },
  title: { margin: '0 0 8px', fontSize: '22px' },
  intro: { margin: '0 0 14px', color: '#a9c8e8', fontSize: '14px', lineHeight: '20px' },
  field: { display: 'flex', flexDirection: 'column', gap: '4px', marginBottom: '12px' },
  check: { display: 'flex', alignItems: 'center', gap: '8px', marginBottom: '12px' },
  input: {
    height: '32px',
    padding: '0 8px',
    color: '#e6f4ff',
    fontSize: '16px',
    backgroundColor: 'rgba(10, 50, 110, 0.7)',
    border: '1px solid rgba(64, 158, 255, 0.6)',
    borderRadius: '4px',
  },
  message: { minHeight: '20px', margin: '0 0 10px', fontSize: '14px' },
  error: { color: '#ff9c9c' },
  ok: { color: '#8ff0b5' },
  actions: { display: 'flex', gap: '8px', justifyContent: 'flex-end' },
});

/**
 * Who sees the panel: `edit` an administrator in a workspace window or browser page; `read` anyone else there;
 * `kiosk` everyone in the kiosk window, which cannot store settings (they are changed from the workspace).
 */
export type BoardSettingsAccess = 'edit' | 'read' | 'kiosk';

/**
 * The board settings: refresh interval and the two display adjustments (named, with the spec's defaults),
 * stored by the host under `settings.board`. Everyone sees them; only an administrator may change them, and only
 * from the workspace (the host checks the role again when they are stored).
 */
export const BoardSettingsPanel = ({ access, onClose }: { access: BoardSettingsAccess; onClose: () => void }) => {
  const styles = useStyles();
  const canEdit = access === 'edit';
  const { t } = useTranslation();
  const current = useBoardSettings();
  // IT policy may force "open at start-up" (StartWithBoard): shown, not changeable (the host refuses it too).
  const startLocked = usePolicy().locks['board.openAtStartup'];
  useEffect(() => {
    if (access !== 'kiosk') void connectPolicy(getApi());
  }, [access]);
  const [draft, setDraft] = useState<BoardSettingsDraft>(() => draftOf(current));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const next = parseDraft(draft, current);
    if (!next) {
      setMessage({ ok: false, text: t('board.settingsPanel.invalid') });
      return;
    }
    setSaving(true);
    const result = await getApi().invoke('settings.set', { board: next });
    setSaving(false);
    if (!result.ok) {
      setMessage({ ok: false, text: t('board.settingsPanel.saveFailed', { message: result.error.message }) });
      return;
    }
    settingsActions.received(result.data);
    setMessage({ ok: true, text: t('board.settingsPanel.saved') });
  };

  const field = (key: 'refreshSeconds' | 'rankingMultiplier' | 'registeredUserOffset') => (
    <label className={styles.field}>
      <span>{t(`board.settingsPanel.${key}`)}</span>
      <input
        className={styles.input}
        inputMode="decimal"
        name={key}
        disabled={!canEdit}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </label>
  );

  return (
    <div
      className={styles.panel}
      role="dialog"
      aria-label={t('board.settingsPanel.title')}
      data-testid="board-settings"
    >
      <h2 className={styles.title}>{t('board.settingsPanel.title')}</h2>
      <p className={styles.intro}>{t('board.settingsPanel.intro')}</p>
      {field('refreshSeconds')}
      {field('rankingMultiplier')}
      {field('registeredUserOffset')}
      <label className={styles.check}>
        <input
          type="checkbox"
          name="openAtStartup"
          disabled={!canEdit || startLocked !== undefined}
          title={startLocked ? lockReason(t, startLocked) : undefined}
          checked={draft.openAtStartup}
          onChange={(e) => setDraft({ ...draft, openAtStartup: e.target.checked })}
        />
        <span>{t('board.settingsPanel.openAtStartup')}</span>
        {startLocked ? <span>({lockReason(t, startLocked)})</span> : null}
      </label>
      <p className={`${styles.message} ${message?.ok ? styles.ok : styles.error}`} role="status">
        {canEdit
          ? (message?.text ?? '')
          : t(access === 'kiosk' ? 'board.settingsPanel.kioskReadOnly' : 'board.settingsPanel.readOnly')}
      </p>
      <div className={styles.actions}>
        {canEdit ? (
          <>
            <Button
              onClick={() => setDraft(draftOf({ ...current, ...BOARD_SETTING_DEFAULTS, displayId: current.displayId }))}
            >
              {t('board.settingsPanel.reset')}
            </Button>
            <Button appearance="primary" disabled={saving} onClick={() => void save()}>
              {t('board.settingsPanel.save')}
            </Button>
          </>
        ) : null}
        <Button onClick={onClose}>{t('board.settingsPanel.close')}</Button>
      </div>
    </div>
  );
};
