import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdministrator } from '../../../shared/board-roles';
import type { LockableSetting } from '../../../shared/policy';
import type { ProtectedPatch } from '../../../shared/settings';
import { useDirtyForm } from '../../platform/dirty-forms';
import { getApi } from '../../platform/api';
import { connectPolicy, usePolicy, usePolicyStore } from '../../stores/policy-store';
import { useSessionUser } from '../../stores/session-store';
import { settingsActions, useSettingsStore } from '../../stores/settings-store';
import { ConfirmPasswordDialog } from './ConfirmPasswordDialog';
import { EmbeddedSm2Key } from './EmbeddedSm2Key';
import { lockReason } from './lock-reason';
import { PolicySummary } from './PolicySummary';
import {
  draftOf,
  endsSession,
  idleLockRange,
  parseDraft,
  type DraftErrors,
  type DraftKey,
  type SettingsDraft,
} from './settings-draft';

const useStyles = makeStyles({
  page: { maxWidth: '820px', padding: '24px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: 0, color: tokens.colorNeutralForeground3 },
  section: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`,
    padding: '16px 20px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  heading: {
    gridColumn: '1 / -1',
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  locked: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteDarkOrangeForeground1,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** Which lock holds a field (the idle lock is a range under policy, not a lock). */
const lockOf: Partial<Record<DraftKey, LockableSetting>> = {
  serverUrl: 'serverUrl',
  authFlavour: 'authFlavour',
  clientId: 'clientId',
  sessionMaxHours: 'sessionMaxHours',
  updateChannel: 'updateChannel',
  updateFeedUrl: 'updateFeedUrl',
  updateMaintenanceWindow: 'updateMaintenanceWindow',
};

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/**
 * /settings/index: the connection and security settings (issue 18 item 9, issue 20 item 3). Everyone signed in sees
 * them and what IT policy forces (locked fields name the policy); only an administrator saves, after entering the
 * password again, and the host checks all of it once more.
 */
export const SettingsPage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const settings = useSettingsStore((s) => s.settings);
  const policy = usePolicy();
  // Until main has said what policy locks, nothing is editable: a locked field must never be typed into first.
  const policyKnown = usePolicyStore((s) => s.loaded);
  const user = useSessionUser();
  const canEdit = isAdministrator(user?.roleName);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [pending, setPending] = useState<ProtectedPatch | null>(null);
  const [saving, setSaving] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    void connectPolicy(getApi());
  }, []);

  const baseline = useMemo(() => draftOf(settings), [settings]);
  const [base, setBase] = useState(baseline);
  const dirty = JSON.stringify(draft) !== JSON.stringify(base);
  useDirtyForm(dirty);
  // Another window (or a policy change) moved the settings: an untouched form follows them, an edited one stays.
  if (base !== baseline) {
    setBase(baseline);
    if (!dirty) setDraft(baseline);
  }

  const set = <K extends DraftKey>(key: K, value: SettingsDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setOutcome(null);
  };

  const lockedText = (key: DraftKey): string | null => {
    const setting = lockOf[key];
    const lock = setting ? policy.locks[setting] : undefined;
    return lock ? lockReason(t, lock) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { patch, errors: found } = parseDraft(draft, settings, policy);
    setErrors(found);
    setOutcome(null);
    if (Object.values(found).some(Boolean)) return;
    if (Object.keys(patch).length === 0) return setOutcome({ ok: true, message: t('desktop.settings.noChanges') });
    setPasswordError(null);
    setPending(patch);
  };

  const confirm = async (password: string) => {
    if (!pending) return;
    setSaving(true);
    const result = await getApi().invoke('settings.setProtected', { password, patch: pending });
    setSaving(false);
    if (result.ok) {
      settingsActions.received(result.data);
      setDraft(draftOf(result.data));
      setPending(null);
      setOutcome({ ok: true, message: t('desktop.settings.saved') });
      return;
    }
    const fieldErrors = result.error.fieldErrors ?? {};
    if (fieldErrors.password) return setPasswordError(fieldErrors.password);
    setPending(null);
    setOutcome({ ok: false, message: Object.values(fieldErrors)[0] ?? result.error.message });
  };

  const wrap = (key: DraftKey, label: string, hint: string | undefined, control: ReactNode) => {
    const locked = lockedText(key);
    const error = errors[key];
    return (
      <Field
        label={label}
        hint={
          locked ? (
            <span className={styles.locked} data-testid={`locked-${key}`} title={locked}>
              <LockClosedRegular aria-hidden />
              {locked}
            </span>
          ) : (
            hint
          )
        }
        validationMessage={error ? t(error.key, error.params ?? {}) : undefined}
      >
        {control}
      </Field>
    );
  };

  const disabledFor = (key: DraftKey) => !canEdit || saving || !policyKnown || lockedText(key) !== null;
  const text = (
    key: DraftKey & keyof { [K in DraftKey as SettingsDraft[K] extends string ? K : never]: 1 },
    label: string,
    hint?: string,
    inputMode?: 'numeric',
  ) =>
    wrap(
      key,
      label,
      hint,
      <Input
        name={key}
        value={draft[key] as string}
        placeholder={key === 'serverUrl' ? t('desktop.settings.serverUrlEmbedded') : undefined}
        inputMode={inputMode}
        disabled={disabledFor(key)}
        onChange={(_event, data) => set(key, data.value as SettingsDraft[typeof key])}
      />,
    );
  const toggle = (key: 'tenantMode' | 'captchaMode' | 'switchMode', label: string) => (
    <Switch
      label={label}
      name={key}
      checked={draft[key]}
      disabled={disabledFor(key)}
      onChange={(_event, data) => set(key, data.checked)}
    />
  );

  const choice = <K extends 'authFlavour' | 'updateChannel'>(
    key: K,
    label: string,
    options: ReadonlyArray<{ value: SettingsDraft[K]; label: string }>,
  ) =>
    wrap(
      key,
      label,
      undefined,
      <Select
        name={key}
        value={draft[key]}
        disabled={disabledFor(key)}
        onChange={(_event, data) => {
          const picked = options.find((option) => option.value === data.value);
          if (picked) set(key, picked.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>,
    );

  const idle = policy.idleLock;
  const idleRange = idleLockRange(policy);
  const idleHint = idle
    ? t(idle.mayLengthen ? 'desktop.settings.idleLockFloor' : 'desktop.settings.idleLockCeiling', {
        minutes: idle.minutes,
      })
    : t('desktop.settings.idleLockHint');

  return (
    <form className={styles.page} onSubmit={submit} noValidate aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.title}>
        {t('desktop.settings.title')}
      </h1>
      <p className={styles.intro}>{t('desktop.settings.intro')}</p>
      {canEdit ? null : (
        <MessageBar intent="info">
          <MessageBarBody>{t('desktop.settings.readOnly')}</MessageBarBody>
        </MessageBar>
      )}

      <section className={styles.section} role="group" aria-labelledby="settings-section-1">
        <h2 id="settings-section-1" className={styles.heading}>
          {t('desktop.settings.sectionConnection')}
        </h2>
        {text('serverUrl', t('desktop.settings.serverUrl'), t('desktop.settings.serverUrlHint'))}
        {choice('authFlavour', t('desktop.settings.authFlavour'), [
          { value: 'bladex', label: t('desktop.settings.authFlavourBladex') },
          { value: 'springblade', label: t('desktop.settings.authFlavourSpringblade') },
        ])}
        {text('clientId', t('desktop.settings.clientId'))}
        {text('sm2PublicKey', t('desktop.settings.sm2PublicKey'), t('desktop.settings.sm2PublicKeyHint'))}
        {canEdit && settings.serverUrl === null ? (
          <EmbeddedSm2Key disabled={disabledFor('sm2PublicKey')} onUse={(key) => set('sm2PublicKey', key)} />
        ) : null}
        {text('requestTimeoutMs', t('desktop.settings.requestTimeoutMs'), undefined, 'numeric')}
        {text('statusWhiteList', t('desktop.settings.statusWhiteList'), t('desktop.settings.statusWhiteListHint'))}
        {text('regionCode', t('desktop.settings.regionCode'))}
      </section>

      <section className={styles.section} role="group" aria-labelledby="settings-section-2">
        <h2 id="settings-section-2" className={styles.heading}>
          {t('desktop.settings.sectionSignIn')}
        </h2>
        {toggle('tenantMode', t('desktop.settings.tenantMode'))}
        {text('defaultTenantId', t('desktop.settings.defaultTenantId'))}
        {toggle('captchaMode', t('desktop.settings.captchaMode'))}
        {toggle('switchMode', t('desktop.settings.switchMode'))}
      </section>

      <section className={styles.section} role="group" aria-labelledby="settings-section-3">
        <h2 id="settings-section-3" className={styles.heading}>
          {t('desktop.settings.sectionSecurity')}
        </h2>
        {wrap(
          'idleLockMinutes',
          t('desktop.settings.idleLockMinutes'),
          idleHint,
          <Input
            name="idleLockMinutes"
            type="number"
            min={idleRange.min}
            max={idleRange.max}
            value={draft.idleLockMinutes}
            disabled={disabledFor('idleLockMinutes')}
            onChange={(_event, data) => set('idleLockMinutes', data.value)}
          />,
        )}
        {text(
          'sessionMaxHours',
          t('desktop.settings.sessionMaxHours'),
          t('desktop.settings.sessionMaxHoursHint'),
          'numeric',
        )}
        {text('tokenTime', t('desktop.settings.tokenTime'), undefined, 'numeric')}
      </section>

      <section className={styles.section} role="group" aria-labelledby="settings-section-4">
        <h2 id="settings-section-4" className={styles.heading}>
          {t('desktop.settings.sectionUpdates')}
        </h2>
        {choice('updateChannel', t('desktop.settings.updateChannel'), [
          { value: 'stable', label: t('desktop.settings.updateChannelStable') },
          { value: 'beta', label: t('desktop.settings.updateChannelBeta') },
        ])}
        {text('updateFeedUrl', t('desktop.settings.updateFeedUrl'), t('desktop.settings.updateFeedUrlHint'))}
        {text(
          'updateMaintenanceWindow',
          t('desktop.settings.updateMaintenanceWindow'),
          t('desktop.settings.updateMaintenanceWindowHint'),
        )}
      </section>

      <PolicySummary policy={policy} />

      {outcome ? (
        <MessageBar intent={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          <MessageBarBody data-testid="settings-outcome">{outcome.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {canEdit ? (
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={saving || !policyKnown} data-testid="settings-save">
            {t('desktop.settings.save')}
          </Button>
          <Button
            type="button"
            disabled={saving || !dirty}
            onClick={() => {
              setDraft(baseline);
              setErrors({});
              setOutcome(null);
            }}
          >
            {t('desktop.settings.reset')}
          </Button>
        </div>
      ) : null}
      {pending ? (
        <ConfirmPasswordDialog
          account={user?.account ?? ''}
          warnSignOut={endsSession(pending)}
          busy={saving}
          error={passwordError}
          onConfirm={(password) => void confirm(password)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </form>
  );
};
