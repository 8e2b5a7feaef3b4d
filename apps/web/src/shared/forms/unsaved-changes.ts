// Forms with changes not yet saved register here, so logout can ask first (spec 000 section 4:
// 'Changes that you made may not be saved.').
import { useEffect, useId } from 'react';

const dirtyForms = new Set<string>();

export const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

export const clearUnsavedChanges = (): void => dirtyForms.clear();

/** Marks the calling form as holding unsaved changes while `dirty` is true (and while it is shown). */
export const useUnsavedChanges = (dirty: boolean): void => {
  const id = useId();
  useEffect(() => {
    if (dirty) dirtyForms.add(id);
    else dirtyForms.delete(id);
    return () => {
      dirtyForms.delete(id);
    };
  }, [dirty, id]);
};
