// The forms kit's submit: the toolbar at the bottom of a resource's create and edit pages (it stays in view while
// the form scrolls), and what a refused save does: the server's field errors under their fields (and a conflict that
// names a field under it), otherwise its message as a notification.
import { Box } from '@mui/material';
import { SaveButton, useNotify, useSaveContext } from 'react-admin';
import { isApiError } from '../dataProvider/errors.ts';
import { serverErrorMessage } from '../dataProvider/serverErrorMessage.ts';
import { serverFieldErrors, type ErrorTree, type FieldPath } from './formErrors.ts';

export const FormToolbar = () => (
  <Box sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}>
    <SaveButton alwaysEnable />
  </Box>
);

export interface SaveFailureOptions {
  /** What failed, for the console's log ("Driver create"). */
  what: string;
  fieldPath?: FieldPath;
  /** 409 codes that belong under a field (a taken e-mail under the e-mail): code → field. */
  conflictFields?: Record<string, string>;
}

/** The onSubmit's answer to a refused save: the errors to show under the fields, or undefined after a notification. */
export const useSaveFailure = ({ what, fieldPath, conflictFields = {} }: SaveFailureOptions) => {
  const notify = useNotify();
  return (error: unknown): ErrorTree | undefined => {
    const fieldErrors = serverFieldErrors(error, fieldPath);
    if (fieldErrors) return fieldErrors;
    if (isApiError(error, 409) && error.errorCode && conflictFields[error.errorCode]) {
      return { [conflictFields[error.errorCode]!]: `errors.server.${error.errorCode}` };
    }
    console.error(`${what} failed`, error);
    notify(serverErrorMessage(error), { type: 'error' });
    return undefined;
  };
};

export interface ControllerSubmitOptions<B> extends SaveFailureOptions {
  /** A refusal the form shows itself (a duplicate's warning): true when it was one; no field errors, no message. */
  refused?: (error: unknown, body: B) => boolean;
  /** After a save the server took, beside the controller's notification and redirect (what else to refresh). */
  onSaved?: () => void;
}

/**
 * The onSubmit of a form inside react-admin's create or edit controller (CreateBase, EditBase): the values become the
 * body (`toBody`) and the controller saves it through the data provider, with its notification and redirect; a refused
 * save lands as useSaveFailure puts it (field errors under the fields, or the server's message).
 */
export const useControllerSubmit = <V, B extends object = object>(
  toBody: (values: V) => B,
  { refused, onSaved, ...options }: ControllerSubmitOptions<B>,
) => {
  const { save } = useSaveContext();
  const failure = useSaveFailure(options);
  return async (values: object): Promise<ErrorTree | undefined> => {
    const body = toBody(values as V);
    let failed = false;
    let errors: ErrorTree | undefined;
    await save?.(body, {
      onError: (error: unknown) => {
        failed = true;
        errors = refused?.(error, body) ? undefined : failure(error);
      },
    });
    if (!failed) onSaved?.();
    return errors;
  };
};
