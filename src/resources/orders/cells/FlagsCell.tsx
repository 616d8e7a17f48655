// The order list's flag icons: on hold, multiplier, emergency delivery, no verification code, each explained.
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PinOffIcon from '@mui/icons-material/KeyOff';
import { Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderListItem } from '../../../../domain/api.ts';
import { formatTimestamp } from '../../../i18n/format.ts';

const OnHoldFlag = ({ onHold }: { onHold: NonNullable<OrderListItem['flags']['onHold']> }) => {
  const translate = useTranslate();
  const parts = [
    onHold.until
      ? translate('orders.flags.onHoldUntil', { time: formatTimestamp(onHold.until) })
      : translate('orders.flags.onHold'),
    onHold.note ? translate('orders.flags.onHoldNote', { note: onHold.note }) : null,
  ].filter(Boolean);
  return (
    <Tooltip title={parts.join(' · ')}>
      <PauseCircleIcon fontSize="small" color="warning" />
    </Tooltip>
  );
};

const MultiplierFlag = ({ multiplier }: { multiplier: NonNullable<OrderListItem['flags']['multiplier']> }) => {
  const translate = useTranslate();
  const key = multiplier.deactivated ? 'orders.flags.multiplierDeactivated' : 'orders.flags.multiplier';
  return (
    <Tooltip title={translate(key, { value: multiplier.value })}>
      <Typography
        variant="caption"
        sx={{
          fontWeight: 700,
          // A deactivated one is struck through in the secondary text colour: the disabled grey is 2.6:1 on a row's
          // tint (axe, /orders/list in the clean-clone run at b27480a), under WCAG AA's 4.5:1.
          color: multiplier.deactivated ? 'text.secondary' : 'secondary.main',
          textDecoration: multiplier.deactivated ? 'line-through' : 'none',
        }}
      >
        {translate('orders.flags.multiplierShort', { value: multiplier.value })}
      </Typography>
    </Tooltip>
  );
};

/** Icons with tooltips: on hold (with the driver's note), price multiplier, emergency, no verification code. */
export const FlagsCell = ({ flags }: Pick<OrderListItem, 'flags'>) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {flags.onHold && <OnHoldFlag onHold={flags.onHold} />}
      {flags.multiplier && <MultiplierFlag multiplier={flags.multiplier} />}
      {flags.emergencyDelivery && (
        <Tooltip title={translate('orders.flags.emergencyDelivery')}>
          <LocalHospitalIcon fontSize="small" color="error" />
        </Tooltip>
      )}
      {flags.noVerificationCode && (
        <Tooltip title={translate('orders.flags.noVerificationCode', { reason: flags.noVerificationCode })}>
          <PinOffIcon fontSize="small" color="action" />
        </Tooltip>
      )}
    </Stack>
  );
};
