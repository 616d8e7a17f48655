// Inside a react-admin Form: while the form holds unsaved changes, closing or reloading the tab asks first (the
// browser's own prompt). Navigation inside the console is guarded by the Form's warnWhenUnsavedChanges.
import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

export const BeforeUnloadGuard = () => {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return null;
};
