// The receiver's tracking page (/track/<token>, no sign-in): the shop that sends the parcel, the order's stage as a
// stepper, from the start its booked window or (as soon as possible) the promise, and while it is on its way the
// estimated arrival and the driver's position on a map (a lazy chunk); a cancelled order names the shop and its phone.
// Times in Warsaw time. Read again every REFRESH_S seconds until the order ends (delivered or cancelled); stage changes
// are announced politely.
import { Alert, Box, CircularProgress, Link, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { TRACKING_TOKEN_PATTERN, type TrackingAnswer, type TrackingStage } from '../../../domain/tracking.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { TrackingFrame } from './TrackingFrame.tsx';
import { warsawDay, warsawDayName, warsawMoment, warsawTime } from './trackingTime.ts';

const TrackingMap = lazy(() => import('./TrackingMap.tsx'));

export const REFRESH_S = 15;
/** The stepper's steps; "arrived" shows as the on-the-way step's label. */
const STEPS: TrackingStage[] = ['placed', 'accepted', 'on_the_way', 'delivered'];
const stepOf = (stage: TrackingStage) => (stage === 'arrived' ? 2 : STEPS.indexOf(stage));
const ended = (answer: TrackingAnswer | undefined) => answer?.stage === 'delivered' || answer?.stage === 'cancelled';

const Progress = ({ answer }: { answer: TrackingAnswer }) => {
  const translate = useTranslate();
  const active = stepOf(answer.stage);
  return (
    <Stepper
      activeStep={answer.stage === 'delivered' ? STEPS.length : active}
      alternativeLabel
      aria-label={translate('tracking.progressLabel')}
      // On a phone a quarter of the card is about 80 px: smaller labels, so that "Dostarczone" keeps clear of its
      // neighbour.
      sx={{
        my: 2,
        '& .MuiStep-root': { px: { xs: 0.25, sm: 1 } },
        '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } },
      }}
    >
      {STEPS.map((step, index) => (
        <Step key={step} completed={index < active || answer.stage === 'delivered'}>
          <StepLabel>
            {translate(`tracking.stages.${index === 2 && answer.stage === 'arrived' ? 'arrived' : step}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};

/**
 * The delivery window while the order runs: its booked slot, or the promise of an order delivered as soon as possible
 * until the driver's estimated arrival replaces it (on the way) or the driver is at the door; nothing once it ended.
 */
const DeliveryWindow = ({ answer }: { answer: TrackingAnswer }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const text = (() => {
    if (ended(answer)) return null;
    const slot = answer.timeSlot;
    if (slot) {
      return warsawDay(slot.from) === warsawDay(slot.to)
        ? translate('tracking.timeSlot', {
            day: warsawDayName(slot.from, locale),
            from: warsawTime(slot.from, locale),
            to: warsawTime(slot.to, locale),
          })
        : translate('tracking.timeSlotAcrossDays', { from: warsawMoment(slot.from), to: warsawMoment(slot.to) });
    }
    if (!answer.promisedBy || answer.stage === 'arrived' || answer.live?.estimatedArrival) return null;
    return translate('tracking.promise', { time: warsawMoment(answer.promisedBy) });
  })();
  return text ? <Typography variant="body2">{text}</Typography> : null;
};

/** A phone as a tel: link takes it: its digits, with a leading + kept. */
const telOf = (phone: string) => phone.replace(/(?!^\+)[^0-9]/g, '');

const Cancelled = ({ shop }: { shop: TrackingAnswer['shop'] }) => {
  const translate = useTranslate();
  return (
    <Alert severity="warning">
      <Typography variant="body2">{translate('tracking.cancelled', { shop: shop.name })}</Typography>
      {shop.contact && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {translate('tracking.contact', { shop: shop.name })}{' '}
          <Link href={`tel:${telOf(shop.contact.phone)}`} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
            {shop.contact.phone}
          </Link>
        </Typography>
      )}
    </Alert>
  );
};

const Live = ({ live }: { live: NonNullable<TrackingAnswer['live']> }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const labels = useMemo(
    () => ({
      map: translate('tracking.mapLabel'),
      driver: translate('tracking.legend.driver'),
      destination: translate('tracking.legend.destination'),
      destinationLetter: translate('routeMap.markerLetter.receiver'),
    }),
    [translate],
  );
  return (
    <Stack spacing={1}>
      {live.estimatedArrival && (
        <Box>
          <Typography variant="h6" component="p">
            {translate('tracking.eta', { time: warsawTime(live.estimatedArrival, locale) })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('tracking.etaHint')}
          </Typography>
        </Box>
      )}
      <Suspense fallback={<Box sx={{ height: 320, bgcolor: 'grey.100', borderRadius: 1 }} />}>
        <TrackingMap driver={live.driver} destination={live.destination} labels={labels} />
      </Suspense>
      <Typography variant="caption" color="text.secondary">
        {translate('tracking.lastPosition', { time: warsawTime(live.driver.at, locale) })}
      </Typography>
    </Stack>
  );
};

export const TrackingPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const api = useAppApi('tracking');
  const valid = TRACKING_TOKEN_PATTERN.test(token);
  const tracking = useQuery({
    queryKey: ['tracking', token],
    queryFn: ({ signal }) => api.get(token, signal),
    enabled: valid,
    retry: (count, error) => !isApiError(error, 404) && !isApiError(error, 400) && count < 2,
    refetchInterval: (query) => (ended(query.state.data) ? false : REFRESH_S * 1000),
  });
  const answer = tracking.data;
  const notFound = !valid || isApiError(tracking.error, 404) || isApiError(tracking.error, 400);

  let content;
  if (notFound) content = <Alert severity="warning">{translate('tracking.notFound')}</Alert>;
  else if (tracking.isPending)
    content = (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography>{translate('tracking.loading')}</Typography>
      </Stack>
    );
  else if (!answer)
    content = (
      <LoadError
        messageKey="tracking.loadFailed"
        refreshKey="tracking.retry"
        generic={false}
        onRefresh={() => void tracking.refetch()}
        refreshing={tracking.isFetching}
        sx={{}}
      />
    );
  else
    content = (
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" color="text.secondary">
          {translate('tracking.order', { orderNo: answer.orderNo })}
        </Typography>
        <Box aria-live="polite">
          <Typography variant="h6" component="p">
            {translate(`tracking.stages.${answer.stage}`)}
          </Typography>
          {answer.stageAt && (
            <Typography variant="body2" color="text.secondary">
              {translate('tracking.since', { time: warsawMoment(answer.stageAt) })}
            </Typography>
          )}
        </Box>
        {answer.stage !== 'cancelled' && <Progress answer={answer} />}
        <DeliveryWindow answer={answer} />
        {answer.stage === 'cancelled' && <Cancelled shop={answer.shop} />}
        {answer.stage === 'delivered' && <Alert severity="success">{translate('tracking.delivered')}</Alert>}
        {answer.live && <Live live={answer.live} />}
        {!ended(answer) && (
          <Typography variant="caption" color="text.secondary">
            {translate('tracking.updated', { seconds: REFRESH_S })}
          </Typography>
        )}
      </Stack>
    );

  return <TrackingFrame shop={answer?.shop ?? null}>{content}</TrackingFrame>;
};
