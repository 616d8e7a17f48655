// The right column of the users page: the create form when no operator is selected, otherwise the edit form with the
// password, deactivate and activate actions. Validated with the shared schemas as you submit, and saved through the data
// provider's `users` resource (react-admin's useCreate and useUpdate: the operators' list, read with useGetList, takes
// the new or saved operator without a call of its own); the server's field errors land under the fields. Create:
// user_email_already_occupied gives its notification (and marks the e-mail), anything else the generic message;
// update: the generic message, logged.
import AddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Form, PasswordInput, TextInput, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { TOAST_MS } from '../../../domain/constants.ts';
import type { OperatorItem } from '../../../domain/operatorSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { USERS_RESOURCE } from '../../dataProvider/operators.ts';
import { FormCard } from '../../forms/FormCard.tsx';
import { serverFieldErrors } from '../../forms/formErrors.ts';
import { FormSubmitButton } from '../../forms/SubmitButton.tsx';
import { formatTimestamp } from '../../i18n/format.ts';
import {
  AccountTypeInput,
  CanViewInput,
  CompaniesInput,
  LocationsInput,
  RegionsInput,
  ScopeInput,
} from './UserInputs.tsx';
import {
  emptyUserForm,
  toCreateBody,
  toUpdateBody,
  userFieldPath,
  userFormOf,
  validateCreate,
  validateUpdate,
  type UserFormValues,
} from './userFormValues.ts';
import { UserStatusChip } from './UserStatusChip.tsx';

const Assignments = ({ disabled }: { disabled?: boolean }) => (
  <Stack spacing={2}>
    <AccountTypeInput disabled={disabled} />
    <ScopeInput disabled={disabled} />
    <Divider />
    <CompaniesInput disabled={disabled} />
    <RegionsInput disabled={disabled} />
    <LocationsInput disabled={disabled} />
    <Divider />
    <CanViewInput disabled={disabled} />
  </Stack>
);

export interface UserCreateFormProps {
  canWrite: boolean;
  /** After the operator is created (the list has it already). */
  onCreated: () => void;
}

export const UserCreateForm = ({ canWrite, onCreated }: UserCreateFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate<OperatorItem, Error, OperatorItem>();

  const submit = async (values: object) => {
    try {
      await create(USERS_RESOURCE, { data: toCreateBody(values as UserFormValues) as never }, { returnPromise: true });
      notify('users.notifications.userCreated', { type: 'success', autoHideDuration: TOAST_MS });
      onCreated();
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.errorCode === 'user_email_already_occupied') {
        notify('users.notifications.emailOccupied', { type: 'error', autoHideDuration: TOAST_MS });
        return { email: 'users.notifications.emailOccupied' };
      }
      const fieldErrors = serverFieldErrors(error, userFieldPath);
      if (fieldErrors) return fieldErrors;
      if (!isApiError(error, 401)) {
        console.error('Operator creation failed', error);
        notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      }
      return undefined;
    }
  };

  const record = useMemo(emptyUserForm, []);
  const title = translate('users.form.createTitle');
  return (
    <FormCard title={title} avatar={<AddIcon color="action" />}>
      {canWrite ? (
        <Form record={record} validate={validateCreate} onSubmit={submit} noValidate warnWhenUnsavedChanges>
          <Stack spacing={1}>
            <TextInput source="email" label="users.fields.email" type="email" autoComplete="off" isRequired fullWidth />
            <PasswordInput
              source="password"
              label="users.fields.password"
              helperText="users.form.passwordHelp"
              autoComplete="new-password"
              isRequired
              fullWidth
            />
            <PasswordInput
              source="passwordConfirmation"
              label="users.fields.passwordConfirmation"
              autoComplete="new-password"
              isRequired
              fullWidth
            />
            <Assignments />
            <Box sx={{ pt: 1 }}>
              <FormSubmitButton>{translate('users.form.create')}</FormSubmitButton>
            </Box>
          </Stack>
        </Form>
      ) : (
        <Alert severity="info">{translate('users.form.readOnly')}</Alert>
      )}
    </FormCard>
  );
};

export interface UserEditFormProps {
  operator: OperatorItem;
  canWrite: boolean;
  /** The signed-in operator's own account (cannot deactivate itself). */
  isSelf: boolean;
  onNew: () => void;
  onChangePassword: () => void;
  onDeactivate: () => void;
  onActivate: () => void;
}

export const UserEditForm = ({
  operator,
  canWrite,
  isSelf,
  onNew,
  onChangePassword,
  onDeactivate,
  onActivate,
}: UserEditFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<OperatorItem>();
  const editable = canWrite && operator.active;

  const submit = async (values: object) => {
    try {
      await update(
        USERS_RESOURCE,
        { id: operator.id, data: toUpdateBody(operator.id, values as UserFormValues) as never, previousData: operator },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      notify('users.notifications.userUpdated', { type: 'success', autoHideDuration: TOAST_MS });
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, userFieldPath);
      if (fieldErrors) return fieldErrors;
      if (!isApiError(error, 401)) {
        console.error('Operator update failed', error);
        notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      }
      return undefined;
    }
  };

  const record = useMemo(() => userFormOf(operator), [operator]);
  const validate = useMemo(() => validateUpdate(operator.id), [operator.id]);
  const title = translate('users.form.editTitle');
  return (
    <FormCard
      title={title}
      action={
        <Button size="small" startIcon={<AddIcon />} onClick={onNew}>
          {translate('users.form.newUser')}
        </Button>
      }
    >
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
            {operator.email}
          </Typography>
          <UserStatusChip active={operator.active} />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate('users.form.createdAt', { date: formatTimestamp(operator.createdAt) })}
          {operator.username !== operator.email
            ? ` · ${translate('users.form.username', { username: operator.username })}`
            : ''}
        </Typography>
        {canWrite ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button size="small" variant="outlined" onClick={onChangePassword} aria-haspopup="dialog">
              {translate('users.actions.changePassword')}
            </Button>
            {operator.active ? (
              isSelf ? null : (
                <Button size="small" variant="outlined" color="error" onClick={onDeactivate} aria-haspopup="dialog">
                  {translate('users.actions.deactivate')}
                </Button>
              )
            ) : (
              <Button size="small" variant="contained" color="success" onClick={onActivate} aria-haspopup="dialog">
                {translate('users.actions.activate')}
              </Button>
            )}
          </Stack>
        ) : null}
        {!operator.active ? <Alert severity="warning">{translate('users.form.deactivatedInfo')}</Alert> : null}
      </Stack>
      <Form
        key={`${operator.id}-${operator.updatedAt ?? ''}`}
        record={record}
        validate={validate}
        onSubmit={submit}
        noValidate
        warnWhenUnsavedChanges
      >
        <Assignments disabled={!editable} />
        {editable ? (
          <Box sx={{ pt: 2 }}>
            <FormSubmitButton>{translate('users.form.save')}</FormSubmitButton>
          </Box>
        ) : null}
      </Form>
    </FormCard>
  );
};
