// A location's pages at react-admin's paths: a new location (/locations/create?companyId=7; a client user's own
// company) and a location's edit form (/locations/:id), with the fields, validation and server-error mapping of the
// dialog (LocationInputs, useLocationSubmit). After a save, or on Cancel, the page goes back where the user came from:
// ?returnTo= (the company page, /settings/locations), else a client user's /settings/locations, an operator's company
// page, or the location's page. An unknown id, or a location the caller does not reach (the server's 404), says "not
// found"; another refusal of the server (403) says the server's reason. A user who may not write is sent to the
// location's page (edit) or away (create, by the route's guard).
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { REGISTRATION_MAX_LOCATIONS } from '../../../domain/constants.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { LOCATIONS_RESOURCE, type LocationRecord } from '../../dataProvider/locations.ts';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { BackLink, PageSpinner, RecordPageState, useRecordPage } from '../../layout/RecordPage.tsx';
import { COMPANY_LIST_PATH, companyPath } from '../companies/paths.ts';
import { LocationForm, LocationInputs, LocationSaveButton, useLocationSubmit } from './LocationInputs.tsx';
import { RETURN_TO_PARAM, SETTINGS_LOCATIONS_PATH, locationShowPath, safeReturnTo } from './paths.ts';
import { useCompanyLocations } from './useCompanyLocations.ts';
import { useLocationAccess } from './usePermissionFlags.ts';

export interface LocationBack {
  to: string;
  label: string;
  /** The ?returnTo= the page was opened with (passed on to the pages it links to). */
  returnTo: string | null;
}

/**
 * Where a location page goes back to: ?returnTo=, else a client user's pickup points, else the company page (an
 * operator with the company page); null when none applies (the location's page is then the place to go).
 */
export const useLocationBack = (
  companyId: number | undefined,
  companyName: string | null | undefined,
): LocationBack | null => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const access = useLocationAccess();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  if (returnTo) return { to: returnTo, label: translate('locations.page.back'), returnTo };
  if (access.isClient)
    return { to: SETTINGS_LOCATIONS_PATH, label: translate('locations.page.backToLocations'), returnTo };
  if (access.companiesPage && companyId) {
    return {
      to: companyPath(companyId),
      label: translate('locations.page.backToCompany', { company: companyName ?? '' }),
      returnTo,
    };
  }
  return null;
};

/** After a save: every list of locations (the company page, settings) and the resource's queries refetch. */
const useRefreshLocations = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [LOCATIONS_RESOURCE] });
};

/** A page that cannot show its location or company: the message, and the way back when there is one. */
const PageMessage = ({
  message,
  back,
  severity,
}: {
  message: string;
  back: LocationBack | null;
  severity?: 'info' | 'error';
}) => (
  <Box sx={{ p: { xs: 1, sm: 4 } }}>
    <Title title="locations.title" />
    {severity ? (
      <Alert severity={severity} sx={{ mb: 2 }}>
        {message}
      </Alert>
    ) : (
      <Typography sx={{ mb: 2 }}>{message}</Typography>
    )}
    {back ? <BackLink to={back.to} label={back.label} /> : null}
  </Box>
);

/** A failed load: "not found" for the server's 404, its reason for a 403, otherwise the error with a refresh. */
const LoadFailure = ({
  error,
  notFoundKey,
  back,
  refetch,
}: {
  error: unknown;
  notFoundKey: string;
  back: LocationBack | null;
  refetch(): unknown;
}) => {
  const translate = useTranslate();
  if (isApiError(error, 404)) return <PageMessage message={translate(notFoundKey)} back={back} />;
  if (isApiError(error, 403))
    return <PageMessage message={translate(serverErrorMessage(error))} back={back} severity="error" />;
  return <LoadError messageKey="locations.loadFailed" onRefresh={() => void refetch()} />;
};

/** A location's id from the path and the location (GET /region/locations?locationId=): shared by the edit and show pages. */
export const useLocationPage = () => useRecordPage<LocationRecord>(LOCATIONS_RESOURCE);

/** The edit and show pages until their location is there: loading, not found, refused, or failed with a refresh. */
export const LocationPageState = ({
  valid,
  error,
  refetch,
}: {
  valid: boolean;
  error: unknown;
  refetch(): unknown;
}) => {
  const back = useLocationBack(undefined, undefined);
  return (
    <RecordPageState
      valid={valid}
      error={error}
      refetch={refetch}
      notFoundKey="errors.server.location_not_found"
      loadErrorKey="locations.loadFailed"
      titleKey="locations.title"
      back={back}
    />
  );
};

/** Cancel and Save at the bottom (staying in view), with the save's warnings (duplicate, postcode) above them. */
const FormToolbar = ({ cancelTo, warning }: { cancelTo: string; warning: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}>
      {warning}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={cancelTo}>
          {translate('locations.form.cancel')}
        </Button>
        <LocationSaveButton />
      </Stack>
    </Stack>
  );
};

const PageHeading = ({
  title,
  subtitle,
  back,
}: {
  title: string;
  subtitle?: string | null;
  back: LocationBack | null;
}) => (
  <Stack spacing={1} sx={{ mb: 2 }}>
    {back ? (
      <Box>
        <BackLink to={back.to} label={back.label} />
      </Box>
    ) : null}
    <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
    {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
  </Stack>
);

/** The form of a new location of one company, once the company is known to be reached. */
const NewLocationForm = ({ companyId }: { companyId: number }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefreshLocations();
  const access = useLocationAccess();
  const { data, error, isPending, refetch } = useCompanyLocations(companyId);
  const back = useLocationBack(companyId, data?.companyName);
  const [addressLocked, setAddressLocked] = useState(false);
  const { submit, saveWarnings } = useLocationSubmit({
    editing: false,
    target: { companyId },
    onSaved: (saved) => {
      refresh();
      navigate(back?.to ?? locationShowPath(saved.id));
    },
    unlockAddress: () => setAddressLocked(false),
  });

  if (isPending) return <PageSpinner />;
  if (error)
    return <LoadFailure error={error} notFoundKey="errors.server.company_not_found" back={back} refetch={refetch} />;
  if (!data?.companyName) return <PageMessage message={translate('errors.server.company_not_found')} back={back} />;
  const title = translate('locations.form.addTitle');
  if (access.isClient && data.locations.length >= REGISTRATION_MAX_LOCATIONS) {
    return (
      <PageMessage
        message={translate('locations.limitReached', { max: REGISTRATION_MAX_LOCATIONS })}
        back={back}
        severity="info"
      />
    );
  }
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={title} />
      <PageHeading title={title} subtitle={data.companyName} back={back} />
      <LocationForm location={null} onSubmit={submit} warnWhenUnsavedChanges>
        <LocationInputs addressLocked={addressLocked} onUnlock={() => setAddressLocked(false)} />
        <FormToolbar cancelTo={back?.to ?? SETTINGS_LOCATIONS_PATH} warning={saveWarnings} />
      </LocationForm>
    </Box>
  );
};

/** /locations/create?companyId=7: a client user adds to its own company (the parameter is not needed). */
export const LocationCreatePage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const access = useLocationAccess();
  if (access.isPending) return null;
  if (access.isClient) {
    if (!access.ownCompanyId)
      return <PageMessage message={translate('locations.noCompany')} back={null} severity="info" />;
    return <NewLocationForm companyId={access.ownCompanyId} />;
  }
  const asked = Number(params.get('companyId'));
  if (!Number.isSafeInteger(asked) || asked <= 0) {
    const toCompanies = access.companiesPage
      ? { to: COMPANY_LIST_PATH, label: translate('locations.page.toCompanies'), returnTo: null }
      : null;
    return <PageMessage message={translate('locations.page.chooseCompany')} back={toCompanies} severity="info" />;
  }
  return <NewLocationForm companyId={asked} />;
};

/** /locations/:id: the location's form, prefilled with everything it holds (the hidden settings are sent back unchanged). */
export const LocationEditPage = () => {
  const navigate = useNavigate();
  const translate = useTranslate();
  const refresh = useRefreshLocations();
  const access = useLocationAccess();
  const { id, valid, data, isPending, error, refetch } = useLocationPage();
  const back = useLocationBack(data?.companyId, data?.companyName);
  const [addressLocked, setAddressLocked] = useState(true);
  const { submit, saveWarnings } = useLocationSubmit({
    editing: true,
    target: { location: data },
    onSaved: (saved) => {
      refresh();
      navigate(back?.to ?? locationShowPath(saved.id));
    },
    unlockAddress: () => setAddressLocked(false),
  });

  if (access.isPending) return null;
  if (!access.canWrite) return <Navigate to={locationShowPath(id, back?.returnTo)} replace />;
  if (!valid || error || isPending || !data) return <LocationPageState valid={valid} error={error} refetch={refetch} />;
  const title = translate('locations.editLocation', { name: data.name });
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={title} />
      <PageHeading title={title} subtitle={data.companyName} back={back} />
      <LocationForm location={data} onSubmit={submit} warnWhenUnsavedChanges>
        <LocationInputs addressLocked={addressLocked} onUnlock={() => setAddressLocked(false)} />
        <FormToolbar cancelTo={back?.to ?? locationShowPath(id)} warning={saveWarnings} />
      </LocationForm>
    </Box>
  );
};
