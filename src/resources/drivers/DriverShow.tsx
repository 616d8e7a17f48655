// A driver's page (/drivers/:id/show): everything the back office knows of it (contact, work, vehicle, app, allowed
// companies, stock), its account state with the block's reason, time and author, the link to its wallet, and for a
// user who may manage drivers the edit link and the state actions (block, unblock, deactivate, activate).
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatTimestamp } from '../../i18n/format.ts';
import { DriverAccountChip, DriverStatusChip } from './DriverChips.tsx';
import { DriverExpand } from './DriverExpand.tsx';
import { BackLink, RecordShow } from '../../layout/RecordPage.tsx';
import type { DriverDetails } from '../../../domain/driverSchemas.ts';
import { DRIVERS_RESOURCE } from '../../dataProvider/drivers.ts';
import { DRIVER_PAGE } from './DriverFormPages.tsx';
import { DriverStateActions, useCanManageDrivers } from './DriverStateActions.tsx';
import { DriverWalletLink } from './DriverWalletLink.tsx';
import { DRIVER_LIST_PATH, driverEditPath } from './paths.ts';

export const DriverShowPage = () => (
  <RecordShow<DriverDetails> resource={DRIVERS_RESOURCE} texts={DRIVER_PAGE}>
    {(driver) => <DriverShowView data={driver} />}
  </RecordShow>
);

const DriverShowView = ({ data }: { data: DriverDetails }) => {
  const translate = useTranslate();
  const canManage = useCanManageDrivers();
  const name = `${data.firstName} ${data.lastName}`;
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={name} />
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <Box>
          <BackLink to={DRIVER_LIST_PATH} label={translate('drivers.page.backToList')} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <DriverStatusChip status={data.status} />
          <DriverAccountChip driver={data} />
        </Stack>
        {data.blocked ? (
          <Alert severity="error" role="status">
            {translate('drivers.block.blockedSince', {
              reason: data.block?.reason ?? translate('drivers.block.noReason'),
              at: data.block?.at ? formatTimestamp(data.block.at) : '–',
              by: data.block?.by ?? '–',
            })}
          </Alert>
        ) : null}
        {!data.active ? <Alert severity="warning">{translate('drivers.block.inactive')}</Alert> : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {canManage ? (
            <Button
              component={Link}
              to={driverEditPath(data.id)}
              size="small"
              variant="contained"
              startIcon={<EditIcon />}
            >
              {translate('drivers.actions.edit')}
            </Button>
          ) : null}
          <DriverWalletLink driverId={data.id} />
          <DriverStateActions driver={data} />
        </Stack>
      </Stack>
      <DriverExpand showLinks={false} />
    </Box>
  );
};
