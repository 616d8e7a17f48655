// The expanded row of the order list: every detail of the order the user may see (the server applies the canView
// flags), the proof of delivery with its photo (DeliveryProofSection), its audit trail, and the action panel.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  IconButton,
  LinearProgress,
  Link,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { OrderDetails, OrderListItem } from '../../../../domain/api.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { OrderActionPanel } from '../actions/OrderActionPanel.tsx';
import { cancellationReasonKey } from '../cells/cancellationText.ts';
import { formatDistanceKm, formatMoney, formatTimestamp } from '../../../i18n/format.ts';
import { useCopy } from '../../../layout/useCopy.ts';
import { AuditTrail } from './AuditTrail.tsx';
import { DeliveryProofSection } from './DeliveryProofSection.tsx';
import { StickyPanel } from './StickyPanel.tsx';
import { formatAddress, productFields, weekHourRuns } from './expandFormat.ts';
import { Field, Section } from './Fields.tsx';
import { ProductValue } from './ProductValue.tsx';

export const orderDetailsKey = (orderId: number) => ['orderDetails', orderId];

const TIMESTAMPS: (keyof OrderDetails['timestamps'])[] = [
  'createdAt',
  'plannedAt',
  'acceptedAt',
  'pickedUpAt',
  'arrivedAt',
  'deliveredAt',
  'finishedAt',
  'cancelledAt',
];

/** The receiver's tracking page: open it, or copy the link to pass on. */
const TrackingLink = ({ url }: { url: string }) => {
  const translate = useTranslate();
  const copy = useCopy();
  return (
    <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center' }}>
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {translate('orderList.expand.trackingOpen')}
      </Link>
      <Tooltip title={translate('orderList.expand.copyTrackingLink')}>
        <IconButton
          size="small"
          aria-label={translate('orderList.expand.copyTrackingLink')}
          onClick={() => void copy(url)}
        >
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};

const Details = ({ order }: { order: OrderDetails }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`orderList.expand.${key}`, options);
  const time = (iso: string | null) => (iso ? formatTimestamp(iso) : null);
  const yes = translate('ra.boolean.true');
  const pickup = order.pickupPointDetails;
  const hold = order.flags.onHold;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 2.5, columnGap: 4 }}>
      <Section title={t('order')}>
        <Field label={t('orderNo')}>{order.orderNo}</Field>
        <Field label={t('trackingLink')}>
          <TrackingLink url={order.trackingUrl} />
        </Field>
        <Field label={t('returnsOrderNo')}>{order.returnsOrderNo}</Field>
        <Field label={t('externalId')}>{order.externalId}</Field>
        <Field label={t('status')}>
          {translate(`orders.status.${order.status}`)}
          {order.status === 'cancelled' && ` · ${translate(cancellationReasonKey(order.cancellationReason))}`}
        </Field>
        <Field label={t('cancellationComment')}>{order.cancellationComment}</Field>
        <Field label={t('onHold')}>
          {hold &&
            [hold.until ? t('onHoldUntil', { time: formatTimestamp(hold.until) }) : yes, hold.note]
              .filter(Boolean)
              .join(' · ')}
        </Field>
        <Field label={t('type')}>{translate(`orders.type.${order.type}`)}</Field>
        <Field label={t('packageSize')}>{order.packageSize}</Field>
        <Field label={t('additionalServices')}>
          {order.additionalServices.map((code) => t(`additionalService.${code}`, { _: code })).join(', ')}
        </Field>
        <Field label={t('emergencyDelivery')}>{order.emergencyDelivery && yes}</Field>
        <Field label={t('payment')}>
          {order.payment &&
            [
              translate(`orderList.expand.paymentType.${order.payment.paymentType}`, { _: order.payment.paymentType }),
              order.payment.paymentCode,
            ]
              .filter(Boolean)
              .join(' · ')}
        </Field>
        <Field label={t('comment')}>{order.notes}</Field>
        <Field label={t('pickUpNotes')}>{order.pickUpNotes}</Field>
        <Field label={t('deliveryComment')}>{order.deliveryComment}</Field>
      </Section>

      {pickup && (
        <Section title={t('pickupPoint')}>
          <Field label={t('name')}>{pickup.name}</Field>
          <Field label={t('address')}>{formatAddress(pickup.street, pickup.zipCode, pickup.city)}</Field>
          <Field label={t('phone')}>{pickup.phone}</Field>
          <Field label={t('notes')}>{pickup.notes}</Field>
          {weekHourRuns(pickup.workingHours).map(({ first, last, hours }) => (
            <Field
              key={first}
              label={
                first === last
                  ? translate(`locations.weekdays.${first}`)
                  : `${translate(`locations.weekdays.${first}`)}–${translate(`locations.weekdays.${last}`)}`
              }
            >
              {hours ?? t('closed')}
            </Field>
          ))}
        </Section>
      )}

      <Section title={t('receiver')}>
        <Field label={t('name')}>{order.receiver.hidden ? t('receiverHidden') : order.receiver.name}</Field>
        <Field label={t('phone')}>{order.receiver.phone}</Field>
        <Field label={t('address')}>
          {formatAddress(order.receiver.street, order.receiver.zipCode, order.receiver.city)}
        </Field>
      </Section>

      {order.deliveryProof && (
        <DeliveryProofSection proof={order.deliveryProof} orderId={order.id} orderNo={order.orderNo} />
      )}

      {(order.codes || order.noVerificationCodeReason) && (
        <Section title={t('codes')}>
          <Field label={t('pickUpPin')}>{order.codes?.pickUpVerificationCode}</Field>
          <Field label={t('pin')}>{order.codes?.verificationCode}</Field>
          <Field label={t('noVerificationCodeReason')}>{order.noVerificationCodeReason}</Field>
        </Section>
      )}

      {order.estimations && (
        <Section title={t('estimations')}>
          <Field label={t('distance')}>
            {order.estimations.estimatedDistance !== null &&
              formatDistanceKm(order.estimations.estimatedDistance, locale)}
          </Field>
          <Field label={t('price')}>
            {order.estimations.estimatedPayout !== null &&
              formatMoney(order.estimations.estimatedPayout, order.estimations.currency, locale)}
          </Field>
          <Field label={t('driverPayout')}>
            {order.estimations.estimatedPayoutDriver !== null &&
              formatMoney(order.estimations.estimatedPayoutDriver, order.estimations.currency, locale)}
          </Field>
        </Section>
      )}

      {order.driver && (
        <Section title={t('driver')}>
          <Field label={t('name')}>{`${order.driver.firstName} ${order.driver.lastName}`}</Field>
          <Field label={t('phone')}>{order.driverInfo?.phone}</Field>
          <Field label={t('email')}>{order.driverInfo?.email}</Field>
          <Field label={t('vehicle')}>
            {order.driverInfo &&
              translate(`orderList.expand.vehicleType.${order.driverInfo.vehicleType}`, {
                _: order.driverInfo.vehicleType,
              })}
          </Field>
          <Field label={t('vehicleDetails')}>
            {order.driverInfo?.car &&
              [order.driverInfo.car.model, order.driverInfo.car.color, order.driverInfo.car.registrationPlate]
                .filter(Boolean)
                .join(' · ')}
          </Field>
        </Section>
      )}

      <Section title={t('timestamps')}>
        {TIMESTAMPS.map((key) => (
          <Field key={key} label={t(`timestamp.${key}`)}>
            {time(order.timestamps[key])}
          </Field>
        ))}
      </Section>

      {[
        { title: t('products'), lines: order.products },
        { title: t('deliveredProducts'), lines: order.deliveredProducts },
      ]
        .filter(({ lines }) => lines.length)
        .map(({ title, lines }) => (
          <Section key={title} title={title}>
            {lines.map((line, index) => (
              <Box key={`${line.id}-${index}`} sx={{ gridColumn: '1 / -1', display: 'contents' }}>
                <Field label={t('product')}>{line.name ?? `#${line.id}`}</Field>
                {productFields(line, order.type).map(({ key, value }) => (
                  <Field key={key} label={t(`productField.${key}`)}>
                    <ProductValue field={key} value={value} currency={order.estimations?.currency} />
                  </Field>
                ))}
              </Box>
            ))}
          </Section>
        ))}

      {order.renewals.length > 0 && (
        <Section title={t('renewals')}>
          {order.renewals.map((r) => (
            <Field key={r.renewedAt} label={formatTimestamp(r.renewedAt)}>
              {[translate(`orderList.expand.renewalReason.${r.renewalReason}`, { _: r.renewalReason }), r.renewedBy]
                .filter(Boolean)
                .join(' · ')}
            </Field>
          ))}
        </Section>
      )}
    </Box>
  );
};

/** The expand panel of a row: loads the order's details (refreshed in the background with the list). */
export const OrderExpand = () => {
  const record = useRecordContext<OrderListItem>();
  const translate = useTranslate();
  const api = useAppApi('orderList');
  const orderId = Number(record?.id);
  const details = useQuery({
    queryKey: orderDetailsKey(orderId),
    queryFn: ({ signal }) => api.details(orderId, signal),
    enabled: Boolean(record),
  });

  if (!record) return null;
  if (details.isPending) {
    return (
      <Box sx={{ p: 2 }} role="status" aria-label={translate('orderList.expand.loading')}>
        <LinearProgress />
      </Box>
    );
  }
  if (details.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 1 }}
        action={
          <Button color="inherit" size="small" onClick={() => void details.refetch()}>
            {translate('errors.refresh')}
          </Button>
        }
      >
        {translate('orderList.expand.loadFailed')}
      </Alert>
    );
  }
  const order = details.data;
  return (
    <StickyPanel sx={{ px: 2, py: 1.5, bgcolor: 'background.default' }} data-testid={`order-expand-${order.id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('orderList.expand.title', { orderNo: order.orderNo })}
        </Typography>
        <Chip size="small" label={order.company.name} />
        {details.isFetching && (
          <Typography variant="caption" color="text.secondary">
            {translate('orderList.expand.refreshing')}
          </Typography>
        )}
      </Stack>
      <OrderActionPanel order={order} />
      <Divider sx={{ my: 1.5 }} />
      <Details order={order} />
      <Divider sx={{ my: 1.5 }} />
      <AuditTrail orderId={order.id} />
    </StickyPanel>
  );
};
