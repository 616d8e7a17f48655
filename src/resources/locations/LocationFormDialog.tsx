// The location form in a dialog (company page, settings, registration): the fields of LocationInputs (shared with the
// pages /locations/create and /locations/:id), validated with the shared schema as you type; the server's field errors
// land under the fields. A saved location's address is locked until "Change the address". Failures: update 401/404 →
// "Location update failed"; add → the unknown-registration notification; a repeated pickup point → the warning with
// "Save anyway", a postcode of another place → the question with "Use <place>" and "Keep as typed", at the end of the
// form (useLocationSubmit).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDraft, useClearFormDraft } from '../../drafts/useDraft.tsx';
import type { Location } from '../../../domain/locationApi.ts';
import { CloseButton, DialogBody, DialogFrame } from '../../forms/FormDialog.tsx';
import type { LocationFields } from '../../../domain/locationSchemas.ts';
import { LocationForm, LocationInputs, LocationSaveButton, useLocationSubmit } from './LocationInputs.tsx';
import { toLocationBody, type LocationFormValues } from './locationFormValues.ts';

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

export const LocationFormDialog = ({
  open,
  companyId,
  location,
  onClose,
  onSaved,
  draft,
  draftName,
}: LocationFormDialogProps) => {
  const translate = useTranslate();
  const [addressLocked, setAddressLocked] = useState(!!location);
  const editing = !!location || !!draft?.values;
  const clearTyped = useClearFormDraft(draftName ?? '');
  const { submit: save, saveWarnings } = useLocationSubmit({
    editing,
    target: { location, companyId },
    onSaved: (saved) => {
      if (draftName) clearTyped();
      onSaved(saved);
    },
    unlockAddress: () => setAddressLocked(false),
  });

  const submit = async (values: LocationFormValues) => {
    if (draft) {
      if (draftName) clearTyped();
      draft.onSave(toLocationBody(values), values);
      return undefined;
    }
    return save(values);
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      maxWidth="md"
      titleId="location-form-title"
      title={translate(editing ? 'locations.form.editTitle' : 'locations.form.addTitle')}
    >
      <LocationForm location={location} values={draft?.values} onSubmit={submit}>
        <DialogBody
          actions={
            <>
              <CloseButton label="locations.form.cancel" onClick={onClose} />
              <LocationSaveButton />
            </>
          }
        >
          {draftName ? <FormDraft name={draftName} /> : null}
          <LocationInputs addressLocked={addressLocked} onUnlock={() => setAddressLocked(false)} />
          {saveWarnings}
        </DialogBody>
      </LocationForm>
    </DialogFrame>
  );
};
