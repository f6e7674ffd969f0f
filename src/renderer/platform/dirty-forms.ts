import { useEffect, useId } from 'react';

/**
 * Which forms in this window hold unsaved changes. Main asks before it restarts to install an update (contract
 * `forms.dirtyQuery`): a form that registers here, and any open dialog or drawer, keeps the restart from happening.
 */
const dirtyForms = new Set<string>();

/** Marks the calling form dirty while `dirty` is true (and clean once it unmounts). */
export const useDirtyForm = (dirty: boolean): void => {
  const id = useId();
  useEffect(() => {
    if (!dirty) return undefined;
    dirtyForms.add(id);
    return () => {
      dirtyForms.delete(id);
    };
  }, [dirty, id]);
};

/**
 * True when something in this window may hold unsaved input: a registered dirty form, or an open dialog or drawer
 * (the list screens' edit drawers and every form dialog), except those marked `data-restart-safe` (the about dialog
 * that offers the restart itself).
 */
export const hasUnsavedWork = (root: ParentNode = document): boolean => {
  if (dirtyForms.size > 0) return true;
  const open = root.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  return [...open].some((element) => !element.closest('[data-restart-safe]'));
};
