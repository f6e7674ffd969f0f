import { Field, Select, Spinner, Textarea } from '@fluentui/react-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_EXT_MAX, userExtProblem, type ResourceAction, type ResourceDef } from '../../../shared/resources';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import type { WireRecord } from '../../crud/core/data-provider';
import { crudKeys } from '../../crud/core/query-keys';
import { dictOptions, useDictEntries } from '../../crud/core/use-dict';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { notify } from '../../platform/notify';
import { FormDialog } from '../../ui/FormDialog';

export interface UserPlatformDialogProps {
  def: ResourceDef;
  /** The definition's `platform` action (`POST update-platform`). */
  action: ResourceAction;
  /** The user's row. */
  row: WireRecord;
  onClose: () => void;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * 平台配置 (BladeX X): a user's extension on each platform. Choosing the platform loads what it keeps
 * (`platform-detail?id=&userType=`); the extension is a JSON object, checked as the server checks it before anything
 * is sent; saving writes that platform's (`update-platform?userId=&userType=&userExt=`). Edits of several platforms
 * are kept while the dialog is open; only the platform shown is saved.
 */
export const UserPlatformDialog = ({ def, action, row, onClose }: UserPlatformDialogProps) => {
  const provider = useDataProvider();
  const { t } = useTranslation();
  const { ct, rt, language } = useCrudText();
  const userId = text(row.id);
  const [platform, setPlatform] = useState(text(row.userType) || '1');
  const [edited, setEdited] = useState<Readonly<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const platforms = useDictEntries('dict', 'user_type');
  const detail = useQuery({
    queryKey: [...crudKeys.detail(def.name, userId), 'platform', platform],
    queryFn: () =>
      provider.custom({
        method: 'GET',
        url: '/api/blade-system/user/platform-detail',
        params: { id: userId, userType: platform },
      }),
    staleTime: 0,
  });
  const loaded = text((detail.data as WireRecord | null | undefined)?.userExt);
  const value = edited[platform] ?? loaded;
  const save = useMutation({
    mutationFn: () =>
      provider.runAction(def, action, { params: { userId, userType: platform, userExt: value.trim() } }),
    onSuccess: () => {
      notify.success(t('messages.operationSuccess'));
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error) || t('messages.unknownError')),
  });
  const check = (): string | null => {
    const found = userExtProblem(value);
    if (found === 'tooLong') return rt('res.system.user.platform.userExtLength', { max: USER_EXT_MAX });
    if (found === 'notObject') return rt('res.system.user.platform.userExtJson');
    return null;
  };
  return (
    <FormDialog
      title={rt('res.system.user.platform.title', { account: text(row.account) })}
      busy={save.isPending}
      submitLabel={ct('save')}
      cancelLabel={ct('cancel')}
      submitDisabled={detail.isPending}
      submitTestId="platform-submit"
      onSubmit={() => {
        const refused = check();
        setProblem(refused);
        if (!refused) save.mutate();
      }}
      onCancel={onClose}
    >
      <Field label={rt('res.system.user.platform.userType')}>
        <Select
          data-testid="platform-type"
          value={platform}
          disabled={save.isPending}
          onChange={(_, data) => {
            setPlatform(data.value);
            setProblem(null);
          }}
        >
          {(platforms.data ? dictOptions(platforms.data, language) : [{ value: platform, label: platform }]).map(
            (option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
        </Select>
      </Field>
      <Field
        label={rt('res.system.user.platform.userExt')}
        hint={rt('res.system.user.platform.userExtHint')}
        validationMessage={problem ?? (detail.error ? errorMessage(detail.error) : undefined)}
      >
        {detail.isPending ? (
          <Spinner size="tiny" label={ct('loading')} />
        ) : (
          <Textarea
            data-testid="platform-ext"
            rows={6}
            value={value}
            disabled={save.isPending}
            onChange={(_, data) => setEdited((current) => ({ ...current, [platform]: data.value }))}
          />
        )}
      </Field>
    </FormDialog>
  );
};
