// The order list's flag icons: on hold, multiplier, emergency delivery, no verification code, each explained.
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PinOffIcon from '@mui/icons-material/KeyOff';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderListItem } from '../../../../domain/api.ts';
import { formatTimestamp } from '../../../i18n/format.ts';
import { CELL } from './cellStyles.ts';

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
      <span
        className={`${CELL.caption} ${CELL.bold} ${CELL.multiplier}${multiplier.deactivated ? ` ${CELL.struck}` : ''}`}
      >
        {translate('orders.flags.multiplierShort', { value: multiplier.value })}
      </span>
    </Tooltip>
  );
};

/** Icons with tooltips: on hold (with the driver's note), price multiplier, emergency, no verification code. */
export const FlagsCell = ({ flags }: Pick<OrderListItem, 'flags'>) => {
  const translate = useTranslate();
  return (
    <div className={CELL.flags}>
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
    </div>
  );
};
