import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isFieldVisible, type Field, type ResourceDef } from '../../../shared/resources';
import { notify } from '../../platform/notify';
import { useDataProvider } from './CrudContext';
import { CrudError, errorMessage } from './crud-error';
import {
  createDefaults,
  fieldOfServerMessage,
  formFieldsOf,
  isFieldEditable,
  isSentVirtual,
  valuesOfRecord,
  type FormMode,
  type FormValues,
} from './form-fields';
import { crudKeys, invalidateResource } from './query-keys';
import { recordResolver } from './record-resolver';
import { draftFieldsOf, draftRecordOf, useFormDraft, type FormDraft } from './use-form-draft';
import { cachedDictItems } from './use-dict';

export interface FormControllerOptions {
  mode: FormMode;
  /** The record's key (id, or a region's code) for edit and view. */
  recordKey?: string;
  /** Values a new record starts with beyond the defaults (a child's parent). */
  initialValues?: FormValues;
  /** After a successful save (the drawer closes). */
  onSaved?: () => void;
  /**
   * After a submit the form refused (the schema) or the server refused naming fields: the invalid fields'
   * names in the form's order, so the drawer can show the first one's tab and focus it.
   */
  onInvalid?: (names: string[]) => void;
  /** Whose drafts these are: the screen's key (one definition may back several screens); the resource's name by default. */
  draftScreen?: string;
}

export interface FormController {
  def: ResourceDef;
  mode: FormMode;
  form: UseFormReturn<FormValues>;
  /** The fields this mode shows whose `visibleWhen` holds for the current values. */
  visibleFields: Field[];
  /** Edit/view: the record is loading (the form shows a skeleton). */
  isLoading: boolean;
  loadError: Error | null;
  isSaving: boolean;
  /** The last save's failure message (the form is kept as typed). */
  saveError: string | null;
  submit: () => Promise<void>;
  /** The unsaved draft kept through the host: the offer of one left earlier, restore and discard. */
  draft: FormDraft;
}

/**
 * Add / edit / view of one record, headless: loads the detail, validates with the definition's schema
 * (messages in the current language, under each field), submits, and after a failure keeps what was typed
 * and maps the server's message to its field when it is one of that field's messages.
 */
export const useFormController = (
  def: ResourceDef,
  { mode, recordKey, initialValues, onSaved, onInvalid, draftScreen }: FormControllerOptions,
): FormController => {
  const provider = useDataProvider();
  const client = useQueryClient();
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const loading = mode !== 'create' && recordKey !== undefined;
  const detail = useQuery({
    queryKey: crudKeys.detail(def.name, recordKey ?? ''),
    queryFn: () => provider.getOne(def, recordKey ?? ''),
    enabled: loading,
    staleTime: 0,
  });
  const loaded = useMemo(
    () => (detail.data ? valuesOfRecord(def, detail.data, mode) : undefined),
    [def, detail.data, mode],
  );
  const defaults = useMemo(() => ({ ...createDefaults(def), ...initialValues }), [def, initialValues]);
  const resolver = useMemo(
    () => recordResolver(def, mode, language, cachedDictItems(client)),
    [def, mode, language, client],
  );
  const form = useForm<FormValues>({
    defaultValues: mode === 'create' ? defaults : {},
    // Edit/view: the loaded record becomes the form's values (and its baseline for "dirty").
    ...(loaded ? { values: loaded } : {}),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The widgets do not hand their element to the form; the drawer focuses the first invalid field itself.
    shouldFocusError: false,
  });
  const watched = useWatch({ control: form.control });
  const visibleFields = useMemo(
    () => formFieldsOf(def, mode).filter((field) => isFieldVisible(field, watched)),
    [def, mode, watched],
  );
  const draftFields = useMemo(() => draftFieldsOf(def, mode), [def, mode]);
  const draft = useFormDraft({
    screen: draftScreen ?? def.name,
    record: draftRecordOf(mode, recordKey, initialValues),
    form,
    fields: draftFields,
    ready: mode === 'create' || detail.isSuccess,
  });
  const [saveError, setSaveError] = useState<string | null>(null);
  const reportInvalid = useCallback(
    (names: Iterable<string>) => {
      const invalid = new Set(names);
      const ordered = formFieldsOf(def, mode)
        .map((field) => field.name)
        .filter((name) => invalid.has(name));
      if (ordered.length > 0) onInvalid?.(ordered);
    },
    [def, mode, onInvalid],
  );

  const save = useMutation({
    mutationFn: (record: FormValues) => provider.submit(def, record, mode === 'create' ? 'create' : 'update'),
    onSuccess: async () => {
      notify.success(mode === 'create' ? t('messages.createSuccess') : t('messages.updateSuccess'));
      setSaveError(null);
      draft.discard();
      await invalidateResource(client, def);
      onSaved?.();
    },
    onError: (error) => {
      const message = errorMessage(error) || t('messages.submitFailed');
      setSaveError(message);
      const fieldErrors = error instanceof CrudError ? { ...error.fieldErrors } : {};
      const named = fieldOfServerMessage(def, message, mode);
      if (named && !fieldErrors[named]) fieldErrors[named] = message;
      for (const [name, text] of Object.entries(fieldErrors)) form.setError(name, { type: 'server', message: text });
      reportInvalid(Object.keys(fieldErrors));
      notify.error(message);
    },
  });
  const { mutateAsync } = save;

  const submit = useCallback(
    () =>
      form.handleSubmit(
        async (record) => {
          // Form-only fields (a confirmation password) are not stored, but the server runs the same schema on
          // what it receives, so they travel with the record; so do the virtual fields the operator fills, which
          // the schema drops and the server's hooks read (isSentVirtual).
          const raw = form.getValues();
          const sent: FormValues = { ...record };
          for (const field of visibleFields)
            if (field.formOnly || (isSentVirtual(field) && isFieldEditable(field, mode)))
              sent[field.name] = raw[field.name];
          await mutateAsync(sent).catch(() => undefined);
        },
        (errors) => reportInvalid(Object.keys(errors)),
      )(),
    [form, mutateAsync, visibleFields, reportInvalid, mode],
  );

  return {
    def,
    mode,
    form,
    visibleFields,
    isLoading: loading && detail.isPending,
    loadError: detail.error,
    isSaving: save.isPending,
    saveError,
    submit,
    draft,
  };
};
