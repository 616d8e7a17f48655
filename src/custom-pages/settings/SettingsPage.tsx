// /settings: open to every logged-in user. Vertical tabs; only General for now (Company data and Change
// password arrive in a later issue).
import { Box, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useMe } from '../../authProvider/useMe.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { LocationsSettingsLink } from './locations/LocationsSettingsLink.tsx';

const TABS = ['general'] as const;
type SettingsTab = (typeof TABS)[number];

export const SettingsPage = () => {
  const translate = useTranslate();
  const { data: me, isPending } = useMe();
  const [tab, setTab] = useState<SettingsTab>('general');

  return (
    <Card sx={{ mt: 1 }}>
      <Title title="settings.title" />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Tabs
          orientation="vertical"
          value={tab}
          onChange={(_event, value: SettingsTab) => setTab(value)}
          sx={{ borderRight: 1, borderColor: 'divider', minWidth: 180 }}
        >
          {TABS.map((key) => (
            <Tab key={key} value={key} label={translate(`settings.tabs.${key}`)} id={`settings-tab-${key}`} />
          ))}
        </Tabs>
        <CardContent sx={{ flex: 1 }} role="tabpanel" aria-labelledby={`settings-tab-${tab}`}>
          {isPending ? (
            <Loading loadingPrimary="app.loading" loadingSecondary="" />
          ) : (
            <Stack spacing={3}>
              {me && <AccountDetails me={me} />}
              {me && <LocationsSettingsLink me={me} />}
              <LanguageSelect />
            </Stack>
          )}
        </CardContent>
      </Box>
    </Card>
  );
};
