// The receiver's tracking page (/track/<token>, no sign-in): the order's stage as a stepper, its time slot, and while
// it is on its way the estimated arrival and the driver's position on a map (a lazy chunk). Read again every
// REFRESH_S seconds until the order ends (delivered or cancelled); stage changes are announced politely.
import { Alert, Box, CircularProgress, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { TRACKING_TOKEN_PATTERN, type TrackingAnswer, type TrackingStage } from '../../domain/tracking.ts';
import { formatTimestamp } from '../../i18n/format.ts';
import { CenteredPage } from '../shared/CenteredPage.tsx';
import { LoadError } from '../../layout/LoadError.tsx';

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
      sx={{ my: 2 }}
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

const Live = ({ live }: { live: NonNullable<TrackingAnswer['live']> }) => {
  const translate = useTranslate();
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
            {translate('tracking.eta', { time: format(new Date(live.estimatedArrival), 'HH:mm') })}
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
        {translate('tracking.lastPosition', { time: format(new Date(live.driver.at), 'HH:mm') })}
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
              {translate('tracking.since', { time: formatTimestamp(answer.stageAt) })}
            </Typography>
          )}
        </Box>
        {answer.stage !== 'cancelled' && <Progress answer={answer} />}
        <Typography variant="body2">
          {answer.timeSlot
            ? translate('tracking.timeSlot', {
                from: formatTimestamp(answer.timeSlot.from),
                to: format(new Date(answer.timeSlot.to), 'HH:mm'),
              })
            : translate('tracking.asap')}
        </Typography>
        {answer.stage === 'cancelled' && <Alert severity="warning">{translate('tracking.cancelled')}</Alert>}
        {answer.stage === 'delivered' && <Alert severity="success">{translate('tracking.delivered')}</Alert>}
        {answer.live && <Live live={answer.live} />}
        {!ended(answer) && (
          <Typography variant="caption" color="text.secondary">
            {translate('tracking.updated', { seconds: REFRESH_S })}
          </Typography>
        )}
      </Stack>
    );

  return (
    <CenteredPage titleKey="tracking.title" maxWidth={640}>
      {content}
    </CenteredPage>
  );
};
