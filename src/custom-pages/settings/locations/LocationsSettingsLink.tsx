// The way from /settings to /settings/locations for client users (their company's pickup locations).
import PlaceIcon from '@mui/icons-material/Place';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MeResponse } from '../../../../domain/api.ts';
import { SETTINGS_PATH } from '../paths.ts';

export const SETTINGS_LOCATIONS_PATH = `${SETTINGS_PATH}/locations`;

export const LocationsSettingsLink = ({ me }: { me: MeResponse }) => {
  const translate = useTranslate();
  if (me.user.kind !== 'client' || me.user.companyId === null) return null;
  return (
    <Button
      component={Link}
      to={SETTINGS_LOCATIONS_PATH}
      variant="outlined"
      startIcon={<PlaceIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate('locations.manage')}
    </Button>
  );
};
