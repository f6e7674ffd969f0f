import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { SCREEN_MEMORY_LIMITS, type SearchChange } from '../../../../shared/contract/screen-memory';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CrudError, errorMessage } from '../../core/crud-error';
import type { SavedSearches } from '../../core/use-saved-searches';
import { useCrudText } from '../../i18n/use-crud-text';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', minWidth: '440px' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  rename: { flexGrow: 1 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

interface Renaming {
  name: string;
  to: string;
  error: string | null;
}

/** The screen's saved searches, each with "make default" (or remove the default), rename and delete (asked first). */
export const ManageSearchesDialog = ({ saved, onClose }: { saved: SavedSearches; onClose: () => void }) => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Sends one change; the host's refusal is shown (under the new name when it is about that name). */
  const run = async (change: SearchChange): Promise<boolean> => {
    setError(null);
    try {
      await saved.change(change);
      return true;
    } catch (failure) {
      const message = errorMessage(failure);
      const nameError = failure instanceof CrudError ? failure.fieldErrors.to : undefined;
      if (nameError && renaming) setRenaming({ ...renaming, error: nameError });
      else setError(message);
      return false;
    }
  };

  const confirmRename = async () => {
    if (!renaming || saved.busy) return;
    const to = renaming.to.trim();
    if (!to) return setRenaming({ ...renaming, error: ct('savedSearches.nameRequired') });
    if (to.length > SCREEN_MEMORY_LIMITS.searchName)
      return setRenaming({
        ...renaming,
        error: ct('savedSearches.nameTooLong', { max: SCREEN_MEMORY_LIMITS.searchName }),
      });
    if (to === renaming.name || (await run({ kind: 'rename', name: renaming.name, to }))) setRenaming(null);
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !saved.busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{ct('savedSearches.manageTitle')}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {saved.searches.length === 0 && <p>{ct('savedSearches.none')}</p>}
            <ul className={styles.list} aria-label={ct('savedSearches.manageTitle')}>
              {saved.searches.map((search) => {
                const isDefault = search.name === saved.defaultName;
                if (renaming?.name === search.name) {
                  return (
                    <li key={search.name} className={styles.row}>
                      <Field
                        className={styles.rename}
                        label={ct('savedSearches.renameLabel', { name: search.name })}
                        validationMessage={renaming.error ?? undefined}
                        validationState={renaming.error ? 'error' : 'none'}
                      >
                        <Input
                          autoFocus
                          value={renaming.to}
                          onChange={(_, data) => setRenaming({ ...renaming, to: data.value, error: null })}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') {
                              event.preventDefault();
                              void confirmRename();
                            } else if (event.key === 'Escape') {
                              // Leaves the renaming, not the dialog.
                              event.preventDefault();
                              setRenaming(null);
                            }
                          }}
                        />
                      </Field>
                      <Button appearance="primary" disabled={saved.busy} onClick={() => void confirmRename()}>
                        {ct('savedSearches.confirmRename')}
                      </Button>
                      <Button onClick={() => setRenaming(null)}>{ct('savedSearches.cancelRename')}</Button>
                    </li>
                  );
                }
                return (
                  <li key={search.name} className={styles.row}>
                    <span className={styles.name} title={search.name}>
                      {search.name}
                    </span>
                    {isDefault && <Badge appearance="tint">{ct('savedSearches.isDefault')}</Badge>}
                    <div
                      role="group"
                      aria-label={ct('savedSearches.actionsOf', { name: search.name })}
                      className={styles.buttons}
                    >
                      <Button
                        size="small"
                        disabled={saved.busy}
                        onClick={() => void run({ kind: 'setDefault', name: isDefault ? null : search.name })}
                      >
                        {isDefault ? ct('savedSearches.unsetDefault') : ct('savedSearches.setDefault')}
                      </Button>
                      <Button
                        size="small"
                        disabled={saved.busy}
                        onClick={() => setRenaming({ name: search.name, to: search.name, error: null })}
                      >
                        {ct('savedSearches.rename')}
                      </Button>
                      <Button size="small" disabled={saved.busy} onClick={() => setRemoving(search.name)}>
                        {ct('savedSearches.remove')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={saved.busy}>
              {ct('close')}
            </Button>
          </DialogActions>
          {/* Inside this dialog, so that its focus trap hands over to the question (a nested dialog). */}
          <ConfirmDialog
            open={removing !== null}
            message={ct('savedSearches.confirmRemove', { name: removing ?? '' })}
            busy={saved.busy}
            onConfirm={() => {
              if (removing !== null) void run({ kind: 'remove', name: removing }).then(() => setRemoving(null));
            }}
            onCancel={() => setRemoving(null)}
          />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
