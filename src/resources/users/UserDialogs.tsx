// The dialogs of the users page: change password (new password of at least 7 characters and its confirmation),
// deactivate and activate (confirmations). Success gives its notification (userPasswordChanged, userDeactivated,
// userActivated); a failure the generic message, logged.
import { DialogContentText, Stack } from '@mui/material';
import { useState } from 'react';
import { PasswordInput, useNotify, useTranslate } from 'react-admin';
import { TOAST_MS } from '../../../domain/constants.ts';
import type { OperatorItem } from '../../../domain/operatorSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { ConfirmDialog, FormDialog } from '../../forms/FormDialog.tsx';
import { validatePassword, type PasswordFormValues } from './userFormValues.ts';

const failed = (what: string, error: unknown, notify: ReturnType<typeof useNotify>) => {
  if (isApiError(error, 401)) return; // logged out with the restricted-area message
  console.error(`${what} failed`, error);
  notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
};

export interface UserDialogProps {
  operator: OperatorItem;
  onClose: () => void;
  onDone: (operator: OperatorItem) => void;
}

export const ChangePasswordDialog = ({ operator, onClose, onDone }: UserDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('users');
  const [validate] = useState(() => validatePassword(operator.id));

  const submit = async ({ newPassword }: PasswordFormValues) => {
    try {
      const saved = await api.changePassword({ operatorId: operator.id, newPassword: newPassword ?? '' });
      notify('users.notifications.userPasswordChanged', { type: 'success', autoHideDuration: TOAST_MS });
      onDone(saved);
    } catch (error) {
      failed('Operator password change', error, notify);
    }
    return undefined;
  };

  return (
    <FormDialog<PasswordFormValues>
      onClose={onClose}
      titleId="user-password-dialog-title"
      title={translate('users.dialogs.changePasswordTitle')}
      record={{ newPassword: '', newPasswordConfirmation: '' }}
      validate={validate}
      onSubmit={submit}
      cancelLabel="users.actions.cancel"
      submitLabel="users.dialogs.changePasswordSubmit"
      dividers={false}
    >
      <DialogContentText sx={{ mb: 2, wordBreak: 'break-all' }}>
        {translate('users.dialogs.changePasswordContent', { email: operator.email })}
      </DialogContentText>
      <Stack spacing={0.5}>
        <PasswordInput
          source="newPassword"
          label="users.fields.newPassword"
          helperText="users.form.passwordHelp"
          autoComplete="new-password"
          isRequired
          fullWidth
          autoFocus
        />
        <PasswordInput
          source="newPasswordConfirmation"
          label="users.fields.newPasswordConfirmation"
          autoComplete="new-password"
          isRequired
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
};

/** Deactivate (active account) or activate (deactivated one): a confirmation, then the call. */
export const ActivationDialog = ({
  operator,
  onClose,
  onDone,
  action,
}: UserDialogProps & { action: 'deactivate' | 'activate' }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('users');
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      const saved = action === 'deactivate' ? await api.deactivate(operator.id) : await api.activate(operator.id);
      notify(action === 'deactivate' ? 'users.notifications.userDeactivated' : 'users.notifications.userActivated', {
        type: 'success',
        autoHideDuration: TOAST_MS,
      });
      onDone(saved);
    } catch (error) {
      failed(action === 'deactivate' ? 'Operator deactivation' : 'Operator activation', error, notify);
      setPending(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      pending={pending}
      title={translate(`users.dialogs.${action}Title`, { email: operator.email })}
      content={translate(`users.dialogs.${action}Content`, { email: operator.email })}
      confirmLabel={`users.actions.${action}`}
      cancelLabel="users.actions.cancel"
      confirmColor={action === 'deactivate' ? 'warning' : 'primary'}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
};
