import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionFormFields, type QueryParams, type ResourceAction, type ResourceDef } from '../../../shared/resources';
import type { ActionCall } from '../core/data-provider';
import { ActionDialog } from './ActionDialog';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useCrudText } from '../i18n/use-crud-text';
import { FormDrawer, type FormWidgets } from './FormDrawer';
import type { DrawerState, ResourceScreen } from './use-resource-screen';

/** A screen's own content under the drawer's fields (the order's write-off and income in its view drawer). */
export type DrawerExtra = (drawer: DrawerState) => ReactNode;

/** The form drawer and the two confirmations (delete, action) a resource screen may open. */
export const ScreenDialogs = ({
  def,
  screen,
  drawerExtra,
  formWidgets,
}: {
  def: ResourceDef;
  screen: ResourceScreen;
  drawerExtra?: DrawerExtra;
  formWidgets?: FormWidgets;
}) => {
  const { t } = useTranslation();
  const { ct, rt } = useCrudText();
  const { drawer, deletion, actions, formAction } = screen;
  const pendingAction = actions.pending?.action;
  /** The definition's question, or the generic one naming the action (and how many rows a toolbar action takes). */
  const question = (action: ResourceAction, call: ActionCall): string => {
    if (typeof action.confirm === 'string') return rt(action.confirm);
    const count = call.id === undefined ? (call.ids?.length ?? 0) : 1;
    if (action.confirm === true)
      return count > 1
        ? rt('res.common.actions.confirm', { action: rt(action.label), count })
        : rt('res.common.actions.confirmOne', { action: rt(action.label) });
    return ct('confirmAction', { action: rt(action.label) });
  };
  const params = (state: NonNullable<typeof formAction>): QueryParams => {
    const input = state.action.input;
    if (input.kind === 'id') return { [input.param]: state.keys[0] ?? '' };
    return { [input.kind === 'ids' ? input.param : 'ids']: state.keys.join(',') };
  };
  return (
    <>
      {drawer && (
        <FormDrawer
          key={`${drawer.mode}:${drawer.recordKey ?? ''}`}
          def={def}
          mode={drawer.mode}
          recordKey={drawer.recordKey}
          initialValues={drawer.initialValues}
          onClose={screen.closeDrawer}
          screenKey={screen.screenKey}
          widgets={formWidgets}
        >
          {drawerExtra?.(drawer)}
        </FormDrawer>
      )}
      <ConfirmDialog
        open={deletion.pending !== null}
        message={t('messages.confirmDelete')}
        busy={deletion.isDeleting}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
      <ConfirmDialog
        open={pendingAction !== undefined}
        message={pendingAction && actions.pending ? question(pendingAction, actions.pending.call) : ''}
        busy={actions.running}
        onConfirm={() => void actions.confirm()}
        onCancel={actions.cancel}
      />
      {formAction && (
        <ActionDialog
          key={`${formAction.action.name}:${formAction.keys.join(',')}`}
          def={def}
          action={formAction.action}
          fields={actionFormFields(formAction.action, def.fields)}
          initialValues={formAction.action.effect?.kind === 'transition' ? {} : (formAction.row ?? {})}
          params={params(formAction)}
          confirmQuestion={
            formAction.action.confirm
              ? question(
                  formAction.action,
                  formAction.action.input.kind === 'id' ? { id: formAction.keys[0] } : { ids: formAction.keys },
                )
              : undefined
          }
          onClose={screen.closeFormAction}
        />
      )}
    </>
  );
};
