import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../shared/resources';
import { ConfirmDialog } from '../../shell/dialogs/ConfirmDialog';
import { useCrudText } from '../i18n/use-crud-text';
import { FormDrawer } from './FormDrawer';
import type { ResourceScreen } from './use-resource-screen';

/** The form drawer and the two confirmations (delete, action) a resource screen may open. */
export const ScreenDialogs = ({ def, screen }: { def: ResourceDef; screen: ResourceScreen }) => {
  const { t } = useTranslation();
  const { ct, rt } = useCrudText();
  const { drawer, deletion, actions } = screen;
  const pendingAction = actions.pending?.action;
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
        />
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
        message={
          pendingAction
            ? typeof pendingAction.confirm === 'string'
              ? rt(pendingAction.confirm)
              : ct('confirmAction', { action: rt(pendingAction.label) })
            : ''
        }
        busy={actions.running}
        onConfirm={() => void actions.confirm()}
        onCancel={actions.cancel}
      />
    </>
  );
};
