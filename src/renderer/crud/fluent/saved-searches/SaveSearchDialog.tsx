import { Checkbox, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { SCREEN_MEMORY_LIMITS, type SavedSearch } from '../../../../shared/contract/screen-memory';
import { notify } from '../../../platform/notify';
import { FormDialog } from '../../../ui/FormDialog';
import { CrudError, errorMessage } from '../../core/crud-error';
import type { SavedSearches } from '../../core/use-saved-searches';
import { useCrudText } from '../../i18n/use-crud-text';

export interface SaveSearchDialogProps {
  saved: SavedSearches;
  /** What the search form holds now (`savedValuesOf`). */
  values: SavedSearch['values'];
  onClose: () => void;
}

/**
 * Names the search form's values and saves them for this screen. A name already taken (ignoring case) is said
 * before saving, and the button becomes "replace": the operator overwrites a search only knowingly.
 */
export const SaveSearchDialog = ({ saved, values, onClose }: SaveSearchDialogProps) => {
  const { ct } = useCrudText();
  const [name, setName] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();
  const existing = trimmed ? saved.find(trimmed) : undefined;
  const max = SCREEN_MEMORY_LIMITS.searchName;

  const submit = async () => {
    if (saved.busy) return;
    if (!trimmed) return setError(ct('savedSearches.nameRequired'));
    if (trimmed.length > max) return setError(ct('savedSearches.nameTooLong', { max }));
    try {
      await saved.change({ kind: 'save', name: trimmed, values, replace: existing !== undefined, makeDefault });
      notify.success(ct('savedSearches.saved', { name: trimmed }));
      onClose();
    } catch (failure) {
      setError((failure instanceof CrudError && failure.fieldErrors.name) || errorMessage(failure));
    }
  };

  return (
    <FormDialog
      title={ct('savedSearches.saveTitle')}
      busy={saved.busy}
      submitLabel={existing ? ct('savedSearches.replace') : ct('save')}
      cancelLabel={ct('cancel')}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <Field
        label={ct('savedSearches.name')}
        required
        validationState={error ? 'error' : existing ? 'warning' : 'none'}
        validationMessage={error ?? (existing ? ct('savedSearches.willReplace', { name: existing.name }) : undefined)}
      >
        <Input
          value={name}
          placeholder={ct('savedSearches.namePlaceholder')}
          onChange={(_, data) => {
            setName(data.value);
            setError(null);
          }}
          // Not a <form>: this dialog sits inside the search form (through a portal), whose submit would run too.
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void submit();
            }
          }}
        />
      </Field>
      <Checkbox
        checked={makeDefault || existing?.name === saved.defaultName}
        disabled={existing !== undefined && existing.name === saved.defaultName}
        onChange={(_, data) => setMakeDefault(data.checked === true)}
        label={ct('savedSearches.makeDefault')}
      />
    </FormDialog>
  );
};
