// /settings/locations: a client user's pickup locations (its own company), add and edit in a dialog; the add button
// hides at the maximum (REGISTRATION_MAX_LOCATIONS, 10 locations).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardContent, CardHeader } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useMe } from '../../../authProvider/useMe.ts';
import { SETTINGS_PATH } from '../paths.ts';
import { REGISTRATION_MAX_LOCATIONS } from '../../../../domain/constants.ts';
import { LocationsList } from '../../../resources/locations/LocationsList.tsx';
import { usePermissionsFlags } from '../../../resources/locations/usePermissionFlags.ts';

export const SettingsLocationsPage = () => {
  const translate = useTranslate();
  const { data: me, isPending } = useMe();
  const flags = usePermissionsFlags();
  const companyId = me?.user.companyId ?? undefined;
  return (
    <Card sx={{ mt: 1 }}>
      <Title title="locations.settingsTitle" />
      <CardHeader
        title={translate('locations.settingsTitle')}
        subheader={me?.user.companyName ?? undefined}
        action={
          <Button component={Link} to={SETTINGS_PATH} startIcon={<ArrowBackIcon />}>
            {translate('locations.backToSettings')}
          </Button>
        }
      />
      <CardContent>
        {isPending ? (
          <Loading loadingPrimary="app.loading" loadingSecondary="" />
        ) : companyId === undefined ? (
          <Alert severity="info">{translate('locations.noCompany')}</Alert>
        ) : (
          <LocationsList
            companyId={companyId}
            maxLocations={REGISTRATION_MAX_LOCATIONS}
            showZipCodesLink={flags.zipCodes}
          />
        )}
      </CardContent>
    </Card>
  );
};
