import { useOpenDialog, uiActions } from '../../stores/ui-store';
import { ErrorLogDialog } from '../error-log/ErrorLogDialog';
import { LockPasswordDialog } from '../lock/LockPasswordDialog';
import { SwitchIdentityDialog } from '../dialogs/SwitchIdentityDialog';
import { ThemeDialog } from '../dialogs/ThemeDialog';

/** The top bar's dialogs; the ui store says which one is open, so other places can open them too. */
export const HeaderDialogs = () => {
  const open = useOpenDialog();
  return (
    <>
      <ThemeDialog open={open === 'theme'} onClose={() => uiActions.closeDialog('theme')} />
      <LockPasswordDialog open={open === 'lockPassword'} onClose={() => uiActions.closeDialog('lockPassword')} />
      <SwitchIdentityDialog open={open === 'switchIdentity'} onClose={() => uiActions.closeDialog('switchIdentity')} />
      <ErrorLogDialog open={open === 'errorLog'} onClose={() => uiActions.closeDialog('errorLog')} />
    </>
  );
};
