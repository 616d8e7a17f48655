// On-hold history: the order's holds, then a hold form (until when: not in the past, at most HOLD_MAX_DAYS ahead, which
// the field says; notes) when the order is not on hold and may be held (ongoing or scheduled), or a release button
// when it is on hold.
import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { DateTimeInput, TextInput, useTranslate } from 'react-admin';
import type { OrderDetails } from '../../../../domain/api.ts';
import { canPutOnHold } from '../../../../domain/orderActionRules.ts';
import { holdLatestEnd, holdOrderSchema } from '../../../../domain/schemas.ts';
import { HOLD_MAX_DAYS } from '../../../../domain/constants.ts';
import type { HoldOrderBody } from '../../../dataProvider/orderActions.ts';
import { formatTimestamp } from '../../../i18n/format.ts';
import { ActionDialog, ActionForm, type WritableActionDialogProps } from './ActionDialog.tsx';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';
import { useOrderAction } from './useOrderAction.ts';
import { optionalText } from '../../../forms/formValues.ts';
import { schemaValidator, topLevelField } from '../../../forms/formErrors.ts';

interface HoldValues {
  holdOrderTill?: string | null;
  notes?: string | null;
}

/** The server keeps an open-ended hold (no end time) until this far-away instant. */
const isOpenEnded = (until: string | null) => !until || new Date(until).getUTCFullYear() >= 9999;

/** The datetime-local value (local time, no zone) as an ISO instant; an unreadable value goes as is (the schema refuses it). */
export const localDateTimeToIso = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

export const holdBody = (orderId: number, values: HoldValues): HoldOrderBody => ({
  orderId,
  holdOrderTill: values.holdOrderTill ? localDateTimeToIso(values.holdOrderTill) : undefined,
  notes: optionalText(values.notes),
});

const HoldHistory = ({ holds }: { holds: NonNullable<OrderDetails['holds']> }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`orderActions.hold.${key}`);
  const noValue = translate('orders.list.noValue');
  if (!holds.length) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <Table size="small" aria-label={t('historyLabel')}>
      <TableHead>
        <TableRow>
          {['since', 'until', 'by', 'notes', 'releasedAt'].map((column) => (
            <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {holds.map((hold, index) => (
          <TableRow key={`${hold.createdAt}-${index}`}>
            <TableCell>{formatTimestamp(hold.createdAt)}</TableCell>
            <TableCell>{isOpenEnded(hold.holdUntil) ? t('untilReleased') : formatTimestamp(hold.holdUntil!)}</TableCell>
            <TableCell>{t(`by.${hold.by}`)}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{hold.notes || noValue}</TableCell>
            <TableCell>{hold.releasedAt ? formatTimestamp(hold.releasedAt) : noValue}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** Minutes from now offered as one-click hold ends (a shortcut: most holds are short). */
const HOLD_PRESETS_MINUTES = [15, 30, 60, 120];

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value (local time, minutes) of `date`. */
export const toLocalDateTimeValue = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

const HoldPresets = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('orderActions.hold.presetsLabel')}
      </Typography>
      {HOLD_PRESETS_MINUTES.map((minutes) => (
        <Chip
          key={minutes}
          size="small"
          variant="outlined"
          label={translate('orderActions.hold.preset', { minutes })}
          onClick={() =>
            setValue('holdOrderTill', toLocalDateTimeValue(new Date(Date.now() + minutes * 60_000)), {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
        />
      ))}
    </Stack>
  );
};

const HoldForm = ({ orderId, onDone }: { orderId: number; onDone(): void }) => {
  const translate = useTranslate();
  const hold = useOrderAction('onHoldOrder', (api, body: HoldOrderBody) => api.hold(body), { onSuccess: onDone });
  const validate = schemaValidator<HoldValues>(holdOrderSchema, (values) => holdBody(orderId, values), {
    fieldPath: topLevelField(),
    required: ['holdOrderTill'],
  });
  const latest = new Date(holdLatestEnd());
  return (
    <ActionForm<HoldValues>
      defaultValues={{ holdOrderTill: '', notes: '' }}
      validate={validate}
      send={(values) => hold.mutateAsync(holdBody(orderId, values))}
    >
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('orderActions.hold.formTitle')}
      </Typography>
      <HoldPresets />
      <DateTimeInput
        source="holdOrderTill"
        label="orderActions.hold.holdOrderTill"
        isRequired
        fullWidth
        autoFocus
        helperText={translate('orderActions.hold.limit', { max: HOLD_MAX_DAYS, time: formatTimestamp(latest) })}
        slotProps={{ htmlInput: { min: toLocalDateTimeValue(new Date()), max: toLocalDateTimeValue(latest) } }}
      />
      <TextInput source="notes" label="orderActions.hold.notes" multiline minRows={2} fullWidth />
      <SubmitButton pending={hold.isPending}>{translate('orderActions.hold.submit')}</SubmitButton>
    </ActionForm>
  );
};

/** The order's hold; with write access, its release button. */
const ReleaseHold = ({ order, onDone, canWrite }: { order: OrderDetails; onDone(): void; canWrite: boolean }) => {
  const translate = useTranslate();
  const release = useOrderAction('releaseHeldOrder', (api, orderId: number) => api.release(orderId), {
    onSuccess: onDone,
  });
  const until = order.flags.onHold?.until ?? null;
  return (
    <Alert
      severity="warning"
      action={
        canWrite && (
          <SubmitButton
            type="button"
            pending={release.isPending}
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => release.mutate(order.id)}
          >
            {translate('orderActions.hold.release')}
          </SubmitButton>
        )
      }
    >
      {isOpenEnded(until)
        ? translate('orderActions.hold.onHoldUntilReleased')
        : translate('orderActions.hold.onHoldUntil', { time: formatTimestamp(until!) })}
      {order.flags.onHold?.note && (
        <Typography variant="body2">
          {translate('orderActions.hold.note', { note: order.flags.onHold.note })}
        </Typography>
      )}
    </Alert>
  );
};

/** The hold history; with write access (orders scope) the release of a held order or the form of a new hold. */
export const HoldDialog = ({ order, open, onClose, canWrite }: WritableActionDialogProps) => {
  const translate = useTranslate();
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={translate('orderActions.hold.title', { orderNo: order.orderNo })}
      maxWidth="md"
    >
      <Stack spacing={2}>
        <Box>
          <HoldHistory holds={order.holds ?? []} />
        </Box>
        {order.flags.onHold && <ReleaseHold order={order} onDone={onClose} canWrite={canWrite} />}
        {canWrite && canPutOnHold(order) && <HoldForm orderId={order.id} onDone={onClose} />}
      </Stack>
    </ActionDialog>
  );
};
