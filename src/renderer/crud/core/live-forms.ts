import { useEffect } from 'react';
import { create } from 'zustand';
import type { FormMode, FormValues } from './form-fields';

/** An add or edit form open on a resource, with what its fields hold now: typed, not yet saved. */
export interface LiveForm {
  readonly mode: 'create' | 'update';
  readonly recordKey?: string;
  readonly values: Readonly<FormValues>;
}

const useLiveForms = create<Readonly<Record<string, LiveForm | undefined>>>(() => ({}));

/**
 * FormDrawer's side: while an add or edit form is open its values are readable by the resource's name, so a view
 * beside the list (the content area's phone preview) can show an edit before it is saved. Gone when the form closes.
 */
export const usePublishLiveForm = (
  resource: string,
  mode: FormMode,
  recordKey: string | undefined,
  values: Readonly<FormValues>,
): void => {
  useEffect(() => {
    if (mode === 'view') return;
    useLiveForms.setState({ [resource]: { mode, recordKey, values } });
  }, [resource, mode, recordKey, values]);
  useEffect(() => () => useLiveForms.setState({ [resource]: undefined }), [resource]);
};

/** What an open add or edit form of the resource holds now; undefined while none is open. */
export const useLiveForm = (resource: string): LiveForm | undefined => useLiveForms((forms) => forms[resource]);
