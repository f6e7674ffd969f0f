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
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { requiredRuleOf, type Field as FieldDef, type ResourceDef } from '../../../shared/resources';
import { ConfirmDialog } from '../../shell/dialogs/ConfirmDialog';
import type { FormMode, FormValues } from '../core/form-fields';
import { isFieldEditable } from '../core/form-fields';
import { useFormController } from '../core/use-form-controller';
import { useCrudText } from '../i18n/use-crud-text';
import { FieldInput } from './FieldInput';

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
});

export interface FormDrawerProps {
  def: ResourceDef;
  mode: FormMode;
  recordKey?: string;
  initialValues?: FormValues;
  onClose: () => void;
  /** Extra content under the fields (a screen's own part of the form). */
  children?: ReactNode;
}

/** Fields by their group, in first-seen order; a field without a group stays with the one before it. */
const groupsOf = (fields: readonly FieldDef[]): Array<{ title: FieldDef['label'] | undefined; fields: FieldDef[] }> => {
  const groups: Array<{ title: FieldDef['label'] | undefined; fields: FieldDef[] }> = [];
  for (const field of fields) {
    const title = field.form ? field.form.group : undefined;
    const target = title === undefined ? groups[groups.length - 1] : groups.find((group) => group.title === title);
    if (target) target.fields.push(field);
    else groups.push({ title, fields: [field] });
  }
  return groups;
};

/**
 * Add / edit / view in a drawer that an outside click never closes; Esc or ✕ asks first when something
 * was typed. Fields come in their groups on a 24-column grid; each shows its message under it.
 */
export const FormDrawer = ({ def, mode, recordKey, initialValues, onClose, children }: FormDrawerProps) => {
  const styles = useStyles();
  const { ct, rt } = useCrudText();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const controller = useFormController(def, { mode, recordKey, initialValues, onSaved: onClose });
  const { form, visibleFields } = controller;
  const values = useWatch({ control: form.control });
  const dirty = form.formState.isDirty;
  const requestClose = () => {
    if (mode !== 'view' && dirty && !controller.isSaving) setConfirmingClose(true);
    else if (!controller.isSaving) onClose();
  };
  const title = mode === 'create' ? ct('titleAdd') : mode === 'update' ? ct('titleEdit') : ct('titleView');

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
            groupsOf(visibleFields).map((group) => (
              <section key={group.title ?? '-'} className={styles.group}>
                {group.title && <h3 className={styles.groupTitle}>{rt(group.title)}</h3>}
                <div className={styles.grid}>
                  {group.fields.map((field) => {
                    const editable = isFieldEditable(field, mode);
                    const label = rt(field.label);
                    const id = `crud-${def.name}-${field.name}`;
                    const span = (field.form ? field.form.span : undefined) ?? 12;
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
                            <FieldInput
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
            ))
          )}
          {children}
          {controller.saveError && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{controller.saveError}</MessageBarBody>
            </MessageBar>
          )}
        </form>
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
        <Button onClick={requestClose} disabled={controller.isSaving}>
          {mode === 'view' ? ct('close') : ct('cancel')}
        </Button>
      </DrawerFooter>
      <ConfirmDialog
        open={confirmingClose}
        message={ct('discardChanges')}
        onConfirm={() => {
          setConfirmingClose(false);
          onClose();
        }}
        onCancel={() => setConfirmingClose(false)}
      />
    </OverlayDrawer>
  );
};
