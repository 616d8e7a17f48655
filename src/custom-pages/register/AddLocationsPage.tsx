// register/addLocations: up to 10 pickup points (REGISTRATION_MAX_LOCATIONS), entered with the location form and sent
// together with POST /auth/add-locations; the step may be skipped (an empty list). Success goes to the onboarding page
// (what is left before activation). An address the geocoder cannot place, or a field the server refuses (a postcode
// that does not exist), marks its row so it can be corrected;
// 401/404 show the unknown-registration notification. Each point says whether we deliver from there (a point outside
// every region is kept and saved all the same; the server records the interest for sales).
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useReloadSession } from '../../authProvider/useReloadSession.ts';
import { REGISTRATION_MAX_LOCATIONS, SUPPORT_EMAIL, TOAST_MS } from '../../../domain/constants.ts';
import type { LocationFields } from '../../../domain/locationSchemas.ts';
import { isApiError, type ApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { ONBOARDING_PATH } from '../onboarding/paths.ts';
import { LocationFormDialog } from '../../resources/locations/LocationFormDialog.tsx';
import type { LocationFormValues } from '../../resources/locations/locationFormValues.ts';
import { RegistrationFrame } from './RegistrationFrame.tsx';
import { useClearFormDraft, useDraftState } from '../../drafts/useDraft.tsx';
import { CoverageNotice } from '../../forms/CoverageNotice.tsx';

/** The draft of the pickup points being added (src/drafts). */
export const LOCATIONS_DRAFT = 'onboarding.locations';
/** The draft of the pickup point being typed in the dialog. */
const NEW_POINT_DRAFT = 'onboarding.newLocation';

interface Draft {
  key: number;
  body: LocationFields;
  values: LocationFormValues;
  /** The server could not place this address (an i18n key). */
  error?: string;
}

type Status = 'not_started' | 'pending' | 'error' | 'success';

const GEOCODING_CODES = ['address_not_found', 'address_is_ambiguous', 'address_matched_partially'];

/** The index of the failing location in a 422 of add-locations ("locations.3" in details or the message). */
const failingIndex = (error: ApiError): number | null => {
  const details =
    typeof error.response === 'object' ? (error.response as { details?: { index?: unknown } }).details : undefined;
  if (typeof details?.index === 'number') return details.index;
  const fromFields = Object.keys(error.fieldErrors)
    .map((k) => /^locations\.(\d+)/.exec(k)?.[1])
    .find(Boolean);
  if (fromFields) return Number(fromFields);
  const fromMessage = /location(?:s)?\D*(\d+)/i.exec(error.message)?.[1];
  return fromMessage ? Number(fromMessage) : null;
};

export const AddLocationsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useAppApi('account');
  const reloadSession = useReloadSession();
  // The list being built survives a reload and a failed submit (a draft of this user), until it is sent.
  const { value: drafts, set: setDrafts, clear: clearDrafts } = useDraftState<Draft[]>(LOCATIONS_DRAFT, []);
  const clearNewPoint = useClearFormDraft(NEW_POINT_DRAFT);
  const [editing, setEditing] = useState<Draft | 'new' | null>(null);
  const [status, setStatus] = useState<Status>('not_started');
  const nextKey = drafts.reduce((max, d) => Math.max(max, d.key), 0) + 1;
  const full = drafts.length >= REGISTRATION_MAX_LOCATIONS;

  const saveDraft = (body: LocationFields, values: LocationFormValues) => {
    if (editing && editing !== 'new') {
      setDrafts((list) => list.map((d) => (d.key === editing.key ? { key: d.key, body, values } : d)));
    } else {
      setDrafts((list) => [...list, { key: nextKey, body, values }]);
    }
    setEditing(null);
  };

  const send = async (list: Draft[]) => {
    setStatus('pending');
    try {
      await api.addLocations({ locations: list.map((d) => d.body) });
      clearDrafts();
      setStatus('success');
      notify(list.length ? 'register.addLocations.saved' : 'register.addLocations.skipped', {
        type: 'success',
        autoHideDuration: TOAST_MS,
        messageArgs: { smart_count: list.length },
      });
      await reloadSession();
      navigate(ONBOARDING_PATH);
    } catch (error) {
      setStatus('error');
      if (isApiError(error, 422) && GEOCODING_CODES.includes(error.errorCode)) {
        const index = failingIndex(error);
        const message = `locations.notifications.${error.errorCode}`;
        if (index !== null && list[index]) {
          setDrafts(list.map((d, i) => (i === index ? { ...d, error: message } : { ...d, error: undefined })));
        }
        notify(message, { type: 'error', autoHideDuration: TOAST_MS });
        return;
      }
      // A field the server refuses (a postcode that does not exist: validation.zipCodeUnknown) marks its row.
      if (isApiError(error, 400) && Object.keys(error.fieldErrors).length) {
        const index = failingIndex(error);
        const message = Object.values(error.fieldErrors)[0]?.[0] ?? 'locations.notifications.invalidForm';
        if (index !== null && list[index]) {
          setDrafts(list.map((d, i) => (i === index ? { ...d, error: message } : { ...d, error: undefined })));
        }
        notify('locations.notifications.invalidForm', { type: 'error', autoHideDuration: TOAST_MS });
        return;
      }
      if (isApiError(error, 409) && error.errorCode === 'locations_limit_reached') {
        notify('locations.notifications.locations_limit_reached', { type: 'error', autoHideDuration: TOAST_MS });
        return;
      }
      console.error('Adding pickup points failed', error);
      notify('register.unknownError', {
        type: 'error',
        autoHideDuration: TOAST_MS,
        messageArgs: { email: SUPPORT_EMAIL },
      });
    }
  };

  const pending = status === 'pending';
  return (
    <RegistrationFrame step={1}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('register.addLocations.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('register.addLocations.intro', { max: REGISTRATION_MAX_LOCATIONS })}
      </Typography>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        {drafts.length === 0 ? (
          <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
            <PlaceIcon fontSize="large" />
            <Typography>{translate('register.addLocations.empty')}</Typography>
          </Box>
        ) : (
          <List aria-label={translate('register.addLocations.listLabel')}>
            {drafts.map((d) => (
              <ListItem
                key={d.key}
                divider
                secondaryAction={
                  <Stack direction="row">
                    <Tooltip title={translate('register.addLocations.edit')}>
                      <IconButton
                        aria-label={translate('register.addLocations.edit')}
                        onClick={() => setEditing(d)}
                        disabled={pending}
                      >
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={translate('register.addLocations.remove')}>
                      <IconButton
                        aria-label={translate('register.addLocations.remove')}
                        onClick={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}
                        disabled={pending}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
              >
                <ListItemIcon>
                  <PlaceIcon color={d.error ? 'error' : 'primary'} />
                </ListItemIcon>
                <ListItemText
                  primary={d.body.name}
                  slotProps={{ secondary: { component: 'div' } }}
                  secondary={
                    <>
                      {`${d.body.street}, ${d.body.zipCode} ${d.body.city}`}
                      {d.error && (
                        <Typography component="span" color="error" variant="body2" sx={{ display: 'block' }}>
                          {translate(d.error)}
                        </Typography>
                      )}
                      <Box sx={{ mt: 0.5 }}>
                        <CoverageNotice city={d.body.city} zipCode={d.body.zipCode} kept />
                      </Box>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button
          startIcon={<AddLocationAltIcon />}
          onClick={() => setEditing('new')}
          disabled={full || pending}
          aria-haspopup="dialog"
        >
          {translate('register.addLocations.add')}
        </Button>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void send([])} disabled={pending}>
            {translate('register.addLocations.skip')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void send(drafts)}
            disabled={pending || drafts.length === 0}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {translate('register.addLocations.submit')}
          </Button>
        </Stack>
      </Stack>
      {full && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('register.addLocations.limit', { max: REGISTRATION_MAX_LOCATIONS })}
        </Alert>
      )}
      {editing && (
        <LocationFormDialog
          open
          location={null}
          onClose={() => {
            // Cancelled on purpose: what was typed for a new point is dropped.
            if (editing === 'new') clearNewPoint();
            setEditing(null);
          }}
          onSaved={() => undefined}
          draft={{ values: editing === 'new' ? undefined : editing.values, onSave: saveDraft }}
          draftName={editing === 'new' ? NEW_POINT_DRAFT : undefined}
        />
      )}
    </RegistrationFrame>
  );
};
