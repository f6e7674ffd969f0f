import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Skeleton,
  SkeletonItem,
  Spinner,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, PrintRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useRecordPrint } from '../../crud-desktop/use-record-print';
import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { SCREEN_MEMORY_LIMITS } from '../../../shared/contract/screen-memory';
import { useDirtyForm } from '../../platform/dirty-forms';
import { requiredRuleOf, type ResourceDef } from '../../../shared/resources';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { FormMode, FormValues } from '../core/form-fields';
import { formFieldsOf, isFieldEditable } from '../core/form-fields';
import { fieldControlId, formTabsOf, tabOfField, type FormGroup } from '../core/form-layout';
import { usePublishLiveForm } from '../core/live-forms';
import { useFormController } from '../core/use-form-controller';
import { useCrudText } from '../i18n/use-crud-text';
import { DraftOfferDialog } from './DraftOfferDialog';
import { FieldInput } from './FieldInput';
import type { WidgetProps } from './widgets/widget-props';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  groupTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    paddingLeft: tokens.spacingHorizontalS,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(24, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface FormDrawerProps {
  def: ResourceDef;
  mode: FormMode;
  recordKey?: string;
  initialValues?: FormValues;
  onClose: () => void;
  /** Whose drafts the form keeps: the screen's key (one definition may back several screens); the resource's by default. */
  screenKey?: string;
  /** Extra content under the fields (a screen's own part of the form). */
  children?: ReactNode;
  /** A screen's own widgets for some fields, by name (the model form's table list); FieldInput for the others. */
  widgets?: FormWidgets;
}

/**
 * Widgets a screen puts in place of the kit's for some of its fields, by field name. They render inside the form's
 * `FormProvider`, so one may read the other fields with react-hook-form's `useWatch` (a list that depends on them).
 */
export type FormWidgets = Readonly<Record<string, ComponentType<WidgetProps>>>;

/** Moves the keyboard to a field's control (its first input for a pair). */
const focusControl = (id: string): boolean => {
  const element = document.getElementById(id);
  if (!element || typeof element.focus !== 'function') return false;
  element.focus();
  return true;
};

/**
 * Add / edit / view in a drawer that an outside click never closes; Esc or ✕ asks first when something
 * was typed. Fields come in their tabs (when the definition places any on one) and groups on a 24-column
 * grid; each shows its message under it. The keyboard starts on the first field; a refused submit shows the
 * tab of the first invalid field and puts the keyboard there.
 */
export const FormDrawer = ({
  def,
  mode,
  recordKey,
  initialValues,
  onClose,
  screenKey,
  children,
  widgets,
}: FormDrawerProps) => {
  const styles = useStyles();
  const { ct, rt } = useCrudText();
  const [confirmingClose, setConfirmingClose] = useState(false);
  // Tabs and groups from every field of the mode, so a field shown or hidden by a condition never moves a tab.
  const layout = useMemo(() => formTabsOf(formFieldsOf(def, mode)), [def, mode]);
  const [chosenTab, setChosenTab] = useState<string | undefined>(undefined);
  // The first invalid field of the last refused submit; a new object each time, so a second refusal of the
  // same field moves the keyboard back to it.
  const [invalid, setInvalid] = useState<{ name: string } | null>(null);
  const controller = useFormController(def, {
    mode,
    recordKey,
    initialValues,
    onSaved: onClose,
    draftScreen: screenKey,
    onInvalid: (names) => {
      setChosenTab(tabOfField(layout, names[0]));
      setInvalid({ name: names[0] });
    },
  });
  const { form, visibleFields, draft } = controller;
  const values = useWatch({ control: form.control });
  usePublishLiveForm(def.name, mode, recordKey, values as FormValues);
  const tabs = useMemo(() => {
    const shown = new Set(visibleFields.map((field) => field.name));
    return layout
      .map((tab) => ({
        ...tab,
        groups: tab.groups
          .map((group) => ({ ...group, fields: group.fields.filter((field) => shown.has(field.name)) }))
          .filter((group) => group.fields.length > 0),
      }))
      .filter((tab) => tab.groups.length > 0);
  }, [layout, visibleFields]);
  const tabbed = tabs.length > 0 && tabs[0].title !== undefined;
  const activeTab = tabs.some((tab) => tab.title === chosenTab) ? chosenTab : tabs[0]?.title;

  // The refused submit chose the field's tab with the refusal; its panel is shown by now.
  useEffect(() => {
    if (invalid) focusControl(fieldControlId(def.name, invalid.name));
  }, [invalid, def.name]);

  const focusedFirst = useRef(false);
  const offering = draft.offer !== null;
  useEffect(() => {
    // While a draft is offered the keyboard stays in that dialog; the first field gets it once it is answered.
    if (focusedFirst.current || controller.isLoading || mode === 'view' || offering) return;
    const first = tabs[0]?.groups.flatMap((group) => group.fields).find((field) => isFieldEditable(field, mode));
    if (first && focusControl(fieldControlId(def.name, first.name))) focusedFirst.current = true;
  }, [controller.isLoading, tabs, mode, def.name, offering]);

  const dirty = form.formState.isDirty;
  // Main asks every window before it restarts to install an update: changes typed here hold the restart back.
  useDirtyForm(mode !== 'view' && dirty);
  const requestClose = () => {
    if (mode !== 'view' && dirty && !controller.isSaving) setConfirmingClose(true);
    else if (!controller.isSaving) onClose();
  };
  const title = mode === 'create' ? ct('titleAdd') : mode === 'update' ? ct('titleEdit') : ct('titleView');
  // The detail drawer prints (crud-desktop).
  const { t } = useTranslation();
  const recordPrint = useRecordPrint(tabs, visibleFields, `${title} · ${rt(def.title)}`, mode === 'view');

  const renderGroup = (group: FormGroup) => (
    <section key={group.title ?? '-'} className={styles.group}>
      {group.title && <h3 className={styles.groupTitle}>{rt(group.title)}</h3>}
      <div className={styles.grid}>
        {group.fields.map((field) => {
          const editable = isFieldEditable(field, mode);
          const label = rt(field.label);
          const id = fieldControlId(def.name, field.name);
          const span = (field.form ? field.form.span : undefined) ?? 12;
          const Widget = widgets?.[field.name] ?? FieldInput;
          return (
            <Controller
              key={field.name}
              name={field.name}
              control={form.control}
              render={({ field: control, fieldState }) => (
                <Field
                  label={{ children: label, htmlFor: id }}
                  required={editable && requiredRuleOf(field, values) !== undefined}
                  validationMessage={fieldState.error?.message}
                  validationState={fieldState.error ? 'error' : 'none'}
                  style={{ gridColumn: `span ${span}` }}
                  data-field={field.name}
                >
                  <Widget
                    field={field}
                    value={control.value}
                    onChange={control.onChange}
                    onBlur={control.onBlur}
                    disabled={!editable || controller.isSaving}
                    id={id}
                    label={label}
                    creating={mode === 'create'}
                  />
                </Field>
              )}
            />
          );
        })}
      </div>
    </section>
  );

  // Every tab stays mounted (hidden when not chosen) so what was typed on one survives a look at another.
  const renderTabs = () =>
    !tabbed ? (
      tabs.flatMap((tab) => tab.groups.map(renderGroup))
    ) : (
      <>
        <TabList
          selectedValue={activeTab}
          onTabSelect={(_, data) => setChosenTab(String(data.value))}
          aria-label={rt(def.title)}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.title}
              value={tab.title ?? ''}
              id={`crud-${def.name}-tab-${tab.title}`}
              aria-controls={`crud-${def.name}-panel-${tab.title}`}
            >
              {tab.title ? rt(tab.title) : ''}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <div
            key={tab.title}
            role="tabpanel"
            id={`crud-${def.name}-panel-${tab.title}`}
            aria-labelledby={`crud-${def.name}-tab-${tab.title}`}
            hidden={tab.title !== activeTab}
            className={styles.panel}
          >
            {tab.groups.map(renderGroup)}
          </div>
        ))}
      </>
    );

  return (
    <OverlayDrawer
      open
      position="end"
      size="large"
      modalType="alert"
      onOpenChange={(_, data) => {
        // Never on an outside click (spec 002 §2); Esc asks when the form has changes.
        if (!data.open && data.type === 'escapeKeyDown') requestClose();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label={ct('close')} icon={<DismissRegular />} onClick={requestClose} />
          }
        >
          {`${title} · ${rt(def.title)}`}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <FormProvider {...form}>
          <form
            id={`crud-form-${def.name}`}
            className={styles.body}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (mode !== 'view') void controller.submit();
            }}
          >
            {controller.loadError && (
              <MessageBar intent="error">
                <MessageBarBody>{controller.loadError.message || ct('loadFailed')}</MessageBarBody>
              </MessageBar>
            )}
            {controller.isLoading ? (
              <Skeleton aria-label={ct('loading')}>
                {visibleFields.map((field) => (
                  <SkeletonItem key={field.name} size={32} style={{ marginBottom: 12 }} />
                ))}
              </Skeleton>
            ) : (
              renderTabs()
            )}
            {children}
            {controller.saveError && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{controller.saveError}</MessageBarBody>
              </MessageBar>
            )}
            {draft.writeError && (
              <MessageBar intent="warning">
                <MessageBarBody>
                  {draft.writeError.kind === 'tooLarge'
                    ? ct('draft.tooLarge', { size: `${SCREEN_MEMORY_LIMITS.draftBytes / 1024} KB` })
                    : ct('draft.failed', { message: draft.writeError.message })}
                </MessageBarBody>
              </MessageBar>
            )}
          </form>
        </FormProvider>
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        {mode !== 'view' && (
          <Button
            appearance="primary"
            type="submit"
            form={`crud-form-${def.name}`}
            disabled={controller.isSaving || controller.isLoading}
            icon={controller.isSaving ? <Spinner size="tiny" /> : undefined}
          >
            {controller.isSaving ? ct('saving') : mode === 'create' ? ct('save') : ct('update')}
          </Button>
        )}
        {mode === 'view' && (
          <Button
            icon={recordPrint.printing ? <Spinner size="tiny" /> : <PrintRegular />}
            disabled={controller.isLoading || recordPrint.printing}
            onClick={() => recordPrint.print(form.getValues())}
            data-testid="crud-print-record"
          >
            {t('desktop.print.button')}
          </Button>
        )}
        <Button onClick={requestClose} disabled={controller.isSaving}>
          {mode === 'view' ? ct('close') : ct('cancel')}
        </Button>
      </DrawerFooter>
      {recordPrint.portal}
      <ConfirmDialog
        open={confirmingClose}
        message={ct('discardChanges')}
        onConfirm={() => {
          setConfirmingClose(false);
          // Closing a changed form after this question is the operator's own discard: no draft is offered again.
          draft.discard();
          onClose();
        }}
        onCancel={() => setConfirmingClose(false)}
      />
      {draft.offer && (
        <DraftOfferDialog
          draft={draft.offer}
          onRestore={draft.restore}
          onDiscard={draft.discard}
          onDismiss={draft.dismiss}
        />
      )}
    </OverlayDrawer>
  );
};
