// The location form's fields, shared by the dialog (company page, settings, registration) and the pages
// (/locations/create, /locations/:id): name, address (a saved location's address locked until "Change the address"),
// phone, default note, active flag, the weekday opening hours and the special dates (the settings the form does not
// show are kept). LocationForm holds them with the shared schema's resolver (validated as you type); useLocationSubmit
// sends the body and maps the server's answer: its field errors under the fields, a geocoding failure under the zip
// code (the address unlocked), a pickup point repeating another of the company (409 duplicate_location) as a warning
// naming the other one with "Save anyway" (which sends allowDuplicate), a postcode of another place than the city (409
// zip_code_other_place) as the question "Postcode 20-001 belongs to Lublin, not Warszawa" with "Use Lublin" (sets the
// city) and "Keep as typed" (saves with confirmZipCodePlace), otherwise "Location update failed" (edit; a refusal such
// as a 403 says the server's reason) or the registration error (add). A postcode that does not exist comes back as the
// zip code's field error. As the address is typed, the coverage notice says what the server will (src/forms/
// CoverageNotice.tsx: a postcode that does not exist, of another place with "Use <place>", or outside our delivery
// area); a point saved outside it says so in its toast. Text fields show their maximum (src/forms/LimitedTextInput.tsx).
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Button, Divider, FormControlLabel, Grid, Stack, Switch } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { TOAST_MS } from '../../../domain/constants.ts';
import type { Location } from '../../../domain/locationApi.ts';
import {
  DUPLICATE_LOCATION,
  LOCATION_TEXT_MAX,
  ZIP_CODE_OTHER_PLACE,
  type DuplicateLocationDetails,
  type ZipCodeOtherPlaceDetails,
} from '../../../domain/locationSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';
import { CoverageNotice } from '../../forms/CoverageNotice.tsx';
import { serverFieldErrors } from '../../forms/formErrors.ts';
import { LimitedTextInput } from '../../forms/LimitedTextInput.tsx';
import { FormSubmitButton, FormSubmitText } from '../../forms/SubmitButton.tsx';
import { OpeningHoursEditor } from './OpeningHoursEditor.tsx';
import { isOutsideCoverage } from './OutsideCoverageChip.tsx';
import { SpecialDatesEditor } from './SpecialDatesEditor.tsx';
import { useLocationSend, type LocationSendTarget } from './useLocationSend.ts';
import {
  locationFormOf,
  locationFieldPath,
  locationFormResolver,
  toLocationBody,
  type LocationFormValues,
} from './locationFormValues.ts';

const ADDRESS_ERRORS = ['address_not_found', 'address_is_ambiguous', 'address_matched_partially'];

/** The form's submit button: "Saving…" while the save runs. */
export const LocationSaveButton = () => (
  <FormSubmitButton>
    <FormSubmitText idle="locations.form.save" busy="locations.form.saving" />
  </FormSubmitButton>
);

/** The active flag (react-admin's BooleanInput passes MUI 9 an unknown inputRef prop). */
const ActiveSwitch = () => {
  const translate = useTranslate();
  const { field } = useController<LocationFormValues, 'active'>({ name: 'active' });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={!!field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          name={field.name}
        />
      }
      label={translate('locations.form.active')}
    />
  );
};

/** What we can say of the address as it is typed; "Use <place>" sets the city (not on a locked address). */
const AddressCoverage = ({ locked }: { locked: boolean }) => {
  const { setValue } = useFormContext<LocationFormValues>();
  const [city, zipCode] = useWatch<LocationFormValues, ['city', 'zipCode']>({ name: ['city', 'zipCode'] });
  return (
    <CoverageNotice
      city={city}
      zipCode={zipCode}
      onUsePlace={locked ? undefined : (place) => setValue('city', place, { shouldDirty: true, shouldValidate: true })}
    />
  );
};

export interface LocationInputsProps {
  /** The address fields are read-only (a saved location) until onUnlock. */
  addressLocked: boolean;
  onUnlock: () => void;
}

export const LocationInputs = ({ addressLocked, onUnlock }: LocationInputsProps) => {
  const translate = useTranslate();
  const lock = { readOnly: addressLocked };
  return (
    <Stack spacing={1}>
      <LimitedTextInput
        source="name"
        label="locations.form.name"
        isRequired
        fullWidth
        maxLength={LOCATION_TEXT_MAX.name}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
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
      <LimitedTextInput
        source="street"
        label="locations.form.street"
        isRequired
        fullWidth
        readOnly={addressLocked}
        maxLength={LOCATION_TEXT_MAX.street}
        slotProps={{ htmlInput: lock }}
      />
      <Grid container spacing={1}>
        <Grid size={{ xs: 5, sm: 4 }}>
          <TextInput
            source="zipCode"
            label="locations.form.zipCode"
            placeholder="00-000"
            isRequired
            fullWidth
            readOnly={addressLocked}
            slotProps={{ htmlInput: { ...lock, inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 7, sm: 8 }}>
          <LimitedTextInput
            source="city"
            label="locations.form.city"
            isRequired
            fullWidth
            readOnly={addressLocked}
            maxLength={LOCATION_TEXT_MAX.city}
            slotProps={{ htmlInput: lock }}
          />
        </Grid>
      </Grid>
      <AddressCoverage locked={addressLocked} />
      <TextInput
        source="phone"
        label="locations.form.phone"
        helperText="locations.form.phoneHelper"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <LimitedTextInput
        source="defaultNote"
        label="locations.form.defaultNote"
        fullWidth
        multiline
        minRows={2}
        maxLength={LOCATION_TEXT_MAX.defaultNote}
      />
      <ActiveSwitch />
      <Divider />
      <OpeningHoursEditor />
      <Divider />
      <SpecialDatesEditor />
    </Stack>
  );
};

export interface LocationFormProps {
  /** The saved location being edited; none: a new one. */
  location?: Location | null;
  /** Values to start from instead of the location's (a registration draft). */
  values?: LocationFormValues;
  onSubmit: (values: LocationFormValues) => Promise<Record<string, unknown> | undefined>;
  /** A page's form asks before the user leaves it with unsaved changes (react-admin's); a dialog's does not. */
  warnWhenUnsavedChanges?: boolean;
  children: ReactNode;
}

/** react-admin's Form over the location's values, validated with the shared schema. */
export const LocationForm = ({ location, values, onSubmit, warnWhenUnsavedChanges, children }: LocationFormProps) => (
  <Form
    warnWhenUnsavedChanges={warnWhenUnsavedChanges}
    key={location?.id ?? 'new'}
    record={location ? { id: location.id } : {}}
    defaultValues={values ?? locationFormOf(location)}
    resolver={locationFormResolver as never}
    onSubmit={(submitted: Record<string, unknown>) => onSubmit(submitted as unknown as LocationFormValues)}
    noValidate
  >
    {children}
  </Form>
);

export interface LocationSubmitOptions {
  /** An existing location is saved (a failure says "Location update failed"; an add's says the registration error). */
  editing: boolean;
  /** The location saved (POST /region/locations/update) or the company of a new one (/add), useLocationSend.ts. */
  target: LocationSendTarget;
  onSaved: (location: Location) => void;
  /** The server could not place the address: the address fields open again. */
  unlockAddress: () => void;
}

/** A save's warning with its answers, brought into view when it appears (below a long form's fold). */
const SaveWarning = ({ action, children }: { action: ReactNode; children: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'nearest' }), []);
  return (
    <Alert ref={ref} severity="warning" role="alert" action={action}>
      {children}
    </Alert>
  );
};

/**
 * The warning of a pickup point that repeats another of its company (409 duplicate_location): it names the other one,
 * and its "Save anyway" submits the form again with allowDuplicate. Inside the form, beside its save button.
 */
const DuplicateLocationWarning = ({ existing, onSaveAnyway }: { existing: string; onSaveAnyway: () => void }) => {
  const translate = useTranslate();
  return (
    <SaveWarning
      action={
        <Button type="submit" color="inherit" size="small" onClick={onSaveAnyway}>
          {translate('locations.duplicate.saveAnyway')}
        </Button>
      }
    >
      {translate('locations.duplicate.warning', { name: existing })}
    </SaveWarning>
  );
};

/**
 * The question of a postcode of another place than the city (409 zip_code_other_place): "Use <place>" puts the
 * postcode's place in the city field (saved with the next Save), "Keep as typed" submits the form again with
 * confirmZipCodePlace. Inside the form, beside its save button.
 */
const ZipCodePlaceQuestion = ({
  details,
  onUsePlace,
  onKeep,
}: {
  details: ZipCodeOtherPlaceDetails;
  onUsePlace: () => void;
  onKeep: () => void;
}) => {
  const translate = useTranslate();
  const { setValue } = useFormContext<LocationFormValues>();
  return (
    <SaveWarning
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.5}>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setValue('city', details.place, { shouldDirty: true, shouldValidate: true });
              onUsePlace();
            }}
          >
            {translate('locations.zipCodePlace.usePlace', { place: details.place })}
          </Button>
          <Button type="submit" color="inherit" size="small" onClick={onKeep}>
            {translate('locations.zipCodePlace.keep')}
          </Button>
        </Stack>
      }
    >
      {translate('locations.zipCodePlace.question', details)}
    </SaveWarning>
  );
};

/** A postcode and city as the user confirmed them together (compared trimmed). */
const placeKeyOf = (body: { zipCode: string; city: string }) => `${body.zipCode.trim()}\n${body.city.trim()}`;

/**
 * The submit of the location form: the body sent, the toast, the server's refusals mapped onto the form. `submit` is
 * the form's onSubmit; `saveWarnings` (null unless the server answered duplicate_location or zip_code_other_place)
 * goes inside the form beside its save button.
 */
export const useLocationSubmit = ({ editing, target, onSaved, unlockAddress }: LocationSubmitOptions) => {
  const notify = useNotify();
  const send = useLocationSend(target);
  const [duplicate, setDuplicate] = useState<DuplicateLocationDetails | null>(null);
  const [otherPlace, setOtherPlace] = useState<ZipCodeOtherPlaceDetails | null>(null);
  // Set by "Save anyway" just before its submit: that save goes on although the point repeats another.
  const onPurpose = useRef(false);
  // Set by "Keep as typed" just before its submit; the postcode and city kept stay confirmed for the next saves (a
  // duplicate warning may follow) while they are the ones typed.
  const keepPlace = useRef(false);
  const confirmedPlace = useRef<string | null>(null);
  const submit = async (values: LocationFormValues): Promise<Record<string, unknown> | undefined> => {
    const allowDuplicate = onPurpose.current;
    onPurpose.current = false;
    const body = toLocationBody(values);
    if (keepPlace.current) confirmedPlace.current = placeKeyOf(body);
    keepPlace.current = false;
    const confirmZipCodePlace = confirmedPlace.current === placeKeyOf(body);
    try {
      const saved = await send({
        ...body,
        ...(allowDuplicate ? { allowDuplicate: true } : {}),
        ...(confirmZipCodePlace ? { confirmZipCodePlace: true } : {}),
      });
      setDuplicate(null);
      setOtherPlace(null);
      if (isOutsideCoverage(saved)) {
        notify('locations.notifications.savedOutsideCoverage', {
          type: 'warning',
          autoHideDuration: TOAST_MS,
          messageArgs: { name: saved.name },
        });
      } else {
        notify(editing ? 'locations.notifications.updated' : 'locations.notifications.added', {
          type: 'success',
          autoHideDuration: TOAST_MS,
        });
      }
      onSaved(saved);
      return undefined;
    } catch (error) {
      setDuplicate(null);
      setOtherPlace(null);
      if (isApiError(error, 409) && error.errorCode === DUPLICATE_LOCATION) {
        const details = error.details as Partial<DuplicateLocationDetails>;
        setDuplicate({ existingId: Number(details.existingId), existingName: String(details.existingName ?? '') });
        return undefined;
      }
      if (isApiError(error, 409) && error.errorCode === ZIP_CODE_OTHER_PLACE) {
        const details = error.details as Partial<ZipCodeOtherPlaceDetails>;
        setOtherPlace({
          zipCode: String(details.zipCode ?? body.zipCode),
          place: String(details.place ?? ''),
          city: String(details.city ?? body.city),
        });
        return undefined;
      }
      if (isApiError(error, 400) && Object.keys(error.fieldErrors).length) {
        notify('locations.notifications.invalidForm', { type: 'error', autoHideDuration: TOAST_MS });
        return serverFieldErrors(error, locationFieldPath) ?? {};
      }
      if (isApiError(error, 422) && ADDRESS_ERRORS.includes(error.errorCode)) {
        unlockAddress();
        const message = `locations.notifications.${error.errorCode}`;
        notify(message, { type: 'error', autoHideDuration: TOAST_MS });
        // A message key as the leaf: react-admin's Form sets it on the field.
        return { zipCode: message };
      }
      if (editing) {
        const known = isApiError(error, 401) || isApiError(error, 404);
        notify(known ? 'locations.notifications.updateFailed' : serverErrorMessage(error), {
          type: 'error',
          autoHideDuration: TOAST_MS,
        });
      } else {
        const limit = isApiError(error, 409) && error.errorCode === 'locations_limit_reached';
        notify(
          limit
            ? 'locations.notifications.locations_limit_reached'
            : 'locations.notifications.unknownRegistrationError',
          {
            type: 'error',
            autoHideDuration: TOAST_MS,
          },
        );
      }
      console.error('Location save failed', error);
      return undefined;
    }
  };
  const saveWarnings =
    duplicate || otherPlace ? (
      <>
        {otherPlace ? (
          <ZipCodePlaceQuestion
            key={placeKeyOf(otherPlace)}
            details={otherPlace}
            onUsePlace={() => setOtherPlace(null)}
            onKeep={() => {
              keepPlace.current = true;
            }}
          />
        ) : null}
        {duplicate ? (
          <DuplicateLocationWarning
            key={duplicate.existingId}
            existing={duplicate.existingName}
            onSaveAnyway={() => {
              onPurpose.current = true;
            }}
          />
        ) : null}
      </>
    ) : null;
  return { submit, saveWarnings };
};
