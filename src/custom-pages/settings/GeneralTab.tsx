// General tab of the settings: the activation banner for a not-activated client, the account, the client's pickup
// points and default package size, the API integration, webhooks and order-management-tool cards, the language.
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MeResponse } from '../../../domain/api.ts';
import { SETTINGS_PATH } from './paths.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { ActivationBanner } from './ActivationBanner.tsx';
import { ApiKeysCard } from './ApiKeysCard.tsx';
import { WebhooksCard } from './WebhooksCard.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { LocationsSettingsLink } from './locations/LocationsSettingsLink.tsx';
import { OmsIntegrationCard } from './OmsIntegrationCard.tsx';

export const GeneralTab = ({ me }: { me: MeResponse }) => {
  const translate = useTranslate();
  const client = me.user.kind === 'client';
  return (
    <Stack spacing={3}>
      {client && !me.activated && <ActivationBanner me={me} />}
      <AccountDetails me={me} />
      {client && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <LocationsSettingsLink me={me} />
          <Button
            component={Link}
            to={`${SETTINGS_PATH}/product`}
            variant="outlined"
            startIcon={<Inventory2Icon />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('settings.product.link')}
          </Button>
        </Stack>
      )}
      {client && <ApiKeysCard />}
      {client && <WebhooksCard />}
      {client && <OmsIntegrationCard />}
      <LanguageSelect />
    </Stack>
  );
};
