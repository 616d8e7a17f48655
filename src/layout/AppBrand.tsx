// The top bar's brand: the client's dashboard image (settings.dashboardImage of /@me) or our product logo.
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMe } from '../authProvider/useMe.ts';
import { AppLogo } from './AppLogo.tsx';

export const AppBrand = () => {
  const translate = useTranslate();
  const { data: me } = useMe();
  const image = me?.settings.dashboardImage;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', mr: 2, minWidth: 0 }}>
      {image ? (
        <Box
          component="img"
          src={image}
          alt={translate('app.dashboardImageAlt')}
          sx={{ height: 32, maxWidth: 180, objectFit: 'contain' }}
        />
      ) : (
        <AppLogo />
      )}
    </Box>
  );
};
