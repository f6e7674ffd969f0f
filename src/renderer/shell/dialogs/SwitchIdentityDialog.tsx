import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Option,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../shared/i18n';
import { getApi } from '../../platform/api';
import { sessionActions, useSessionUser } from '../../stores/session-store';
import { FormDialog } from '../../ui/FormDialog';
import { useNotify } from '../../platform/notify';
import {
  fetchSwitchOptions,
  validateSwitch,
  type SelectOption,
  type SwitchField,
  type SwitchValues,
} from './switch-identity';

const useStyles = makeStyles({
  content: { gap: tokens.spacingVerticalL, minWidth: '360px' },
  dropdown: { width: '100%' },
});

const emptyValues: SwitchValues = { deptId: '', roleId: '' };

export interface SwitchIdentityDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 选择用户信息 (spec 000 §2.3, §4): the department and role to work as; the session token is
 * refreshed with them and every cached server answer (the menu first) is fetched again.
 */
export const SwitchIdentityDialog = ({ open, onClose }: SwitchIdentityDialogProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const userId = user?.userId ?? '';
  const options = useQuery({
    queryKey: ['switch-identity-options', userId],
    queryFn: () => fetchSwitchOptions(userId),
    enabled: open && userId !== '',
    staleTime: 0,
    retry: 0,
  });
  const [values, setValues] = useState<SwitchValues>(emptyValues);
  const [messages, setMessages] = useState<Partial<Record<SwitchField, TranslationKey>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setValues(emptyValues);
    setMessages({});
    setFailure(null);
    onClose();
  };

  const choose = (field: SwitchField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setMessages((m) => ({ ...m, [field]: undefined }));
  };

  const submit = async () => {
    const issues = validateSwitch(values);
    if (issues.length > 0) {
      setMessages(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
      return;
    }
    setBusy(true);
    setFailure(null);
    const result = await getApi().invoke('auth.switchIdentity', values);
    setBusy(false);
    if (!result.ok) {
      setFailure(t('switchRole.failed', { message: result.error.message }));
      return;
    }
    sessionActions.changed(result.data);
    // The menu, buttons and every list depend on the role: fetch them again as the new identity.
    void queryClient.invalidateQueries();
    notify.success(t('switchRole.success'));
    setValues(emptyValues);
    setMessages({});
    onClose();
  };

  const dropdown = (field: SwitchField, list: SelectOption[], label: TranslationKey, placeholder: TranslationKey) => {
    const message = messages[field];
    const selected = list.find((o) => o.value === values[field]);
    return (
      <Field
        label={t(label)}
        required
        validationState={message ? 'error' : 'none'}
        validationMessage={message ? t(message) : undefined}
      >
        <Dropdown
          className={styles.dropdown}
          name={field}
          placeholder={t(placeholder)}
          value={selected?.label ?? ''}
          selectedOptions={values[field] ? [values[field]] : []}
          disabled={busy}
          onOptionSelect={(_, data) => choose(field, data.optionValue ?? '')}
        >
          {list.map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
    );
  };

  return (
    <FormDialog
      open={open}
      modalType="modal"
      title={t('switchRole.title')}
      busy={busy}
      submitLabel={t('dialogs.submit')}
      busyLabel={t('dialogs.submitting')}
      cancelLabel={t('dialogs.cancel')}
      onSubmit={() => void submit()}
      onCancel={close}
      submitOnEnter
      contentClassName={styles.content}
    >
      {options.isPending && options.fetchStatus !== 'idle' && <Spinner size="small" label={t('switchRole.loading')} />}
      {options.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('switchRole.loadFailed', { message: options.error.message })}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => void options.refetch()}>
              {t('switchRole.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {dropdown('deptId', options.data?.depts ?? [], 'switchRole.dept', 'switchRole.deptPlaceholder')}
      {dropdown('roleId', options.data?.roles ?? [], 'switchRole.role', 'switchRole.rolePlaceholder')}
    </FormDialog>
  );
};
