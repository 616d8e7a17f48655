// /settings: open to every signed-in user. Vertical tabs General, Company data (client users: editable until the
// company is activated, then read-only with the contract's download) and Change password; the tab lives in the URL
// (?tab=companyData) so other pages can link to it.
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useMe } from '../../authProvider/useMe.ts';
import type { MeResponse } from '../../../domain/api.ts';
import { ChangePasswordTab } from './ChangePasswordTab.tsx';
import { CompanyDataTab } from './CompanyDataTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';

export const SETTINGS_TABS = ['general', 'companyData', 'changePassword'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tabs this user sees: Company data for client users (read-only once the company is activated). */
export const settingsTabsOf = (me: MeResponse | undefined): SettingsTab[] =>
  SETTINGS_TABS.filter((tab) => tab !== 'companyData' || me?.user.kind === 'client');

export const SettingsPage = () => {
  const translate = useTranslate();
  const { data: me, isPending } = useMe();
  const [params, setParams] = useSearchParams();
  const tabs = settingsTabsOf(me);
  const wanted = params.get('tab') as SettingsTab | null;
  const tab: SettingsTab = wanted && tabs.includes(wanted) ? wanted : 'general';

  return (
    <Card sx={{ mt: 1 }}>
      <Title title="settings.title" />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Tabs
          orientation="vertical"
          value={tab}
          onChange={(_event, value: SettingsTab) =>
            setParams(value === 'general' ? {} : { tab: value }, { replace: true })
          }
          sx={{ borderRight: { sm: 1 }, borderBottom: { xs: 1, sm: 0 }, borderColor: 'divider', minWidth: 200 }}
        >
          {tabs.map((key) => (
            <Tab
              key={key}
              value={key}
              label={translate(`settings.tabs.${key}`)}
              id={`settings-tab-${key}`}
              aria-controls="settings-tabpanel"
            />
          ))}
        </Tabs>
        <CardContent
          sx={{ flex: 1, minWidth: 0 }}
          role="tabpanel"
          id="settings-tabpanel"
          aria-labelledby={`settings-tab-${tab}`}
        >
          {isPending || !me ? (
            <Loading loadingPrimary="app.loading" loadingSecondary="" />
          ) : tab === 'companyData' ? (
            <CompanyDataTab me={me} />
          ) : tab === 'changePassword' ? (
            <ChangePasswordTab />
          ) : (
            <GeneralTab me={me} />
          )}
        </CardContent>
      </Box>
    </Card>
  );
};
