import { Field, Input, MessageBar, MessageBarBody, Textarea } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { Language } from '../../../shared/i18n';
import {
  describeIssues,
  SMS_SEND_MAX_PHONES,
  smsSendQuery,
  smsSendSchema,
  type ResourceAction,
  type ResourceDef,
  type ResourceTextKey,
  type SmsSendMessage,
} from '../../../shared/resources';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { notify } from '../../platform/notify';
import { FormDialog } from '../../ui/FormDialog';

/** What the dialog's boxes hold, as typed. */
export interface SmsSendValues {
  code: string;
  phones: string;
  params: string;
}

/**
 * The shared send schema as a react-hook-form resolver: one message per field in the form's language, and on
 * success the checked send (numbers split, parameters parsed) as the submit handler's values.
 */
export const smsSendResolver =
  (language: Language): Resolver<SmsSendValues, unknown, SmsSendMessage> =>
  async (values) => {
    const parsed = smsSendSchema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<SmsSendValues> = {};
    for (const [name, message] of Object.entries(describeIssues(parsed.error, language).fieldErrors)) {
      if (name === 'code' || name === 'phones' || name === 'params') errors[name] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };

export interface SmsSendDialogProps {
  def: ResourceDef;
  /** The definition's `send` action (`POST endpoint/send-message`). */
  action: ResourceAction;
  /** The row's resource code, shown read-only. */
  code: string;
  onClose: () => void;
}

const FIELDS: readonly { name: keyof SmsSendValues; label: ResourceTextKey; hint?: ResourceTextKey }[] = [
  { name: 'code', label: 'res.system.sms.fields.smsCode' },
  { name: 'phones', label: 'res.system.sms.send.phones', hint: 'res.system.sms.send.phonesHint' },
  { name: 'params', label: 'res.system.sms.send.params', hint: 'res.system.sms.send.paramsHint' },
];

/**
 * 短信配置's 发送测试: the configuration's code (read-only), the numbers and the template parameters, each
 * checked by the schema the server runs, with its message under it. Sending disables the button; success says
 * 发送成功 and closes; a refusal shows the server's message and keeps what was typed.
 */
export const SmsSendDialog = ({ def, action, code, onClose }: SmsSendDialogProps) => {
  const provider = useDataProvider();
  const { t } = useTranslation();
  const { ct, rt, language } = useCrudText();
  const resolver = useMemo(() => smsSendResolver(language), [language]);
  const form = useForm<SmsSendValues, unknown, SmsSendMessage>({
    defaultValues: { code, phones: '', params: '' },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (message: SmsSendMessage) => provider.runAction(def, action, { params: smsSendQuery(message) }),
    onSuccess: () => {
      notify.success(rt('res.system.sms.send.success'));
      onClose();
    },
    onError: (error) => {
      const message = errorMessage(error) || t('messages.submitFailed');
      setFailure(message);
      notify.error(message);
    },
  });
  const busy = send.isPending;
  const submit = form.handleSubmit((message) => {
    setFailure(null);
    send.mutate(message);
  });

  return (
    <FormDialog
      title={rt(action.label)}
      busy={busy}
      submitLabel={rt('res.system.sms.send.submit')}
      busyLabel={rt('res.system.sms.send.sending')}
      cancelLabel={ct('cancel')}
      onSubmit={() => void submit()}
      onCancel={onClose}
      submitOnEnter
      submitTestId="sms-send-submit"
    >
      {FIELDS.map(({ name, label, hint }) => {
        const id = `sms-send-${name}`;
        return (
          <Controller
            key={name}
            name={name}
            control={form.control}
            render={({ field, fieldState }) => (
              <Field
                label={{ children: rt(label), htmlFor: id }}
                required
                hint={hint ? rt(hint, { max: SMS_SEND_MAX_PHONES }) : undefined}
                validationMessage={fieldState.error?.message}
                validationState={fieldState.error ? 'error' : 'none'}
                data-field={name}
              >
                {name === 'code' ? (
                  <Input id={id} value={field.value} readOnly />
                ) : (
                  <Textarea
                    id={id}
                    value={field.value}
                    resize="vertical"
                    rows={name === 'phones' ? 3 : 4}
                    placeholder={name === 'params' ? '{"code":"1234"}' : undefined}
                    disabled={busy}
                    onBlur={field.onBlur}
                    onChange={(_, data) => field.onChange(data.value)}
                  />
                )}
              </Field>
            )}
          />
        );
      })}
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
    </FormDialog>
  );
};
