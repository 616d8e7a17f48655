// The location form in a dialog (company page, settings): name, address, phone, default note, active flag and the
// working hours: weekday ranges and special dates (the settings the form does not show are kept). Validated with the shared schema as you type; the server's field errors land under the fields.
// A saved location's address is locked until "Change the address". Failures: update 401/404 → "Location update failed";
// add → the unknown-registration notification.
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, FormControlLabel, Grid, Stack, Switch } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { FormDraft, useClearFormDraft } from '../../drafts/useDraft.tsx';
import { useController, useFormState } from 'react-hook-form';
import { TOAST_MS } from '../../domain/constants.ts';
import type { Location } from '../../domain/locationApi.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { OpeningHoursEditor } from './OpeningHoursEditor.tsx';
import { SpecialDatesEditor } from './SpecialDatesEditor.tsx';
import type { LocationFields } from '../../domain/locationSchemas.ts';
import { locationFormOf, locationFormResolver, serverFieldErrors, toLocationBody, type LocationFormValues } from './locationFormValues.ts';

export interface LocationFormDialogProps {
  open: boolean;
  /** The company of a new location (a client user's own company may be left out). */
  companyId?: number;
  /** Edit this location; none: add a new one. */
  location?: Location | null;
  onClose: () => void;
  onSaved: (location: Location) => void;
  /**
   * A location not saved yet (the registration's pickup points step sends them all at once): the form checks the
   * fields and hands the body back instead of calling the API.
   */
  draft?: { values?: LocationFormValues; onSave: (body: LocationFields, values: LocationFormValues) => void };
  /** Keep what is typed as a draft under this name (src/drafts) until the dialog saves. */
  draftName?: string;
}

const ADDRESS_ERRORS = ['address_not_found', 'address_is_ambiguous', 'address_matched_partially'];

const SaveButton = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate(isSubmitting ? 'locations.form.saving' : 'locations.form.save')}
    </Button>
  );
};

/** The active flag (react-admin's BooleanInput passes MUI 9 an unknown inputRef prop). */
const ActiveSwitch = () => {
  const translate = useTranslate();
  const { field } = useController<LocationFormValues, 'active'>({ name: 'active' });
  return (
    <FormControlLabel
      control={<Switch checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} name={field.name} />}
      label={translate('locations.form.active')}
    />
  );
};

const LocationFields = ({ addressLocked, onUnlock }: { addressLocked: boolean; onUnlock: () => void }) => {
  const translate = useTranslate();
  const lock = { readOnly: addressLocked };
  return (
    <Stack spacing={1}>
      <TextInput source="name" label="locations.form.name" isRequired fullWidth slotProps={{ htmlInput: { autoComplete: 'off' } }} />
      {addressLocked && (
        <Alert
          severity="info"
          icon={<LockIcon fontSize="inherit" />}
          action={
            <Button color="inherit" size="small" onClick={onUnlock}>
              {translate('locations.form.unlockAddress')}
            </Button>
          }
        >
          {translate('locations.form.addressLocked')}
        </Alert>
      )}
      <TextInput source="street" label="locations.form.street" isRequired fullWidth readOnly={addressLocked} slotProps={{ htmlInput: lock }} />
      <Grid container spacing={1}>
        <Grid size={{ xs: 5, sm: 4 }}>
          <TextInput
            source="zipCode"
            label="locations.form.zipCode"
            placeholder="00-000"
            isRequired
            fullWidth
            readOnly={addressLocked}
            slotProps={{ htmlInput: { ...lock, inputMode: 'numeric', maxLength: 6 } }}
          />
        </Grid>
        <Grid size={{ xs: 7, sm: 8 }}>
          <TextInput source="city" label="locations.form.city" isRequired fullWidth readOnly={addressLocked} slotProps={{ htmlInput: lock }} />
        </Grid>
      </Grid>
      <TextInput source="phone" label="locations.form.phone" helperText="locations.form.phoneHelper" fullWidth slotProps={{ htmlInput: { inputMode: 'tel' } }} />
      <TextInput source="defaultNote" label="locations.form.defaultNote" fullWidth multiline minRows={2} />
      <ActiveSwitch />
      <Divider />
      <OpeningHoursEditor />
      <Divider />
      <SpecialDatesEditor />
    </Stack>
  );
};

export const LocationFormDialog = ({ open, companyId, location, onClose, onSaved, draft, draftName }: LocationFormDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('locations');
  const [addressLocked, setAddressLocked] = useState(!!location);
  const editing = !!location || !!draft?.values;
  const clearTyped = useClearFormDraft(draftName ?? '');

  const submit = async (values: LocationFormValues) => {
    const body = toLocationBody(values);
    if (draft) {
      if (draftName) clearTyped();
      draft.onSave(body, values);
      return undefined;
    }
    try {
      const saved = location ? await api.update({ ...body, locationId: location.id }) : await api.add({ ...body, companyId });
      notify(editing ? 'locations.notifications.updated' : 'locations.notifications.added', { type: 'success', autoHideDuration: TOAST_MS });
      if (draftName) clearTyped();
      onSaved(saved);
      return undefined;
    } catch (error) {
      if (isApiError(error, 400) && Object.keys(error.fieldErrors).length) {
        notify('locations.notifications.invalidForm', { type: 'error', autoHideDuration: TOAST_MS });
        return serverFieldErrors(error.fieldErrors);
      }
      if (isApiError(error, 422) && ADDRESS_ERRORS.includes(error.errorCode)) {
        setAddressLocked(false);
        const message = `locations.notifications.${error.errorCode}`;
        notify(message, { type: 'error', autoHideDuration: TOAST_MS });
        return { zipCode: { type: 'server', message: { message, args: {} } } };
      }
      if (editing) {
        const known = isApiError(error, 401) || isApiError(error, 404);
        notify(known ? 'locations.notifications.updateFailed' : 'errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      } else {
        const limit = isApiError(error, 409) && error.errorCode === 'locations_limit_reached';
        notify(limit ? 'locations.notifications.locations_limit_reached' : 'locations.notifications.unknownRegistrationError', {
          type: 'error',
          autoHideDuration: TOAST_MS,
        });
      }
      console.error('Location save failed', error);
      return undefined;
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="location-form-title">
      <Form
        key={location?.id ?? 'new'}
        record={location ? { id: location.id } : {}}
        defaultValues={draft?.values ?? locationFormOf(location)}
        resolver={locationFormResolver as never}
        onSubmit={(values: Record<string, unknown>) => submit(values as unknown as LocationFormValues)}
        noValidate
      >
        <DialogTitle id="location-form-title">
          {translate(editing ? 'locations.form.editTitle' : 'locations.form.addTitle')}
        </DialogTitle>
        <DialogContent dividers>
          {draftName ? <FormDraft name={draftName} /> : null}
          <LocationFields addressLocked={addressLocked} onUnlock={() => setAddressLocked(false)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('locations.form.cancel')}</Button>
          <SaveButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
