// The multipliers resource's own views besides the calendar: a new multiplier at /multipliers/create (the calendar's
// create form, the same component, as a page; after saving, the calendar at the new multiplier's week) and one
// multiplier's page at /multipliers/:id/show (read through the data provider, GET /multiplier/details): its value and
// state, dates, regions, companies, hour ranges, author and description, a link to its week in the calendar, and
// Deactivate while it is active. A path that is no id or a multiplier the caller cannot see says it was not found.
import EventIcon from '@mui/icons-material/Event';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useShowContext, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { MultiplierItem } from '../../../domain/multiplierSchemas.ts';
import { MULTIPLIERS_RESOURCE } from '../../dataProvider/multipliers.ts';
import { BackLink, RecordShow, type RecordPageTexts } from '../../layout/RecordPage.tsx';
import { MultiplierCreateForm } from './MultiplierCreateForm.tsx';
import { EndMultiplierButton, MultiplierFacts } from './MultiplierDetails.tsx';
import { MULTIPLIERS_PATH } from './menu.ts';
import { useMultiplierText } from './multiplierText.ts';
import { multiplierCalendarPath } from './paths.ts';
import { useCompanyNames } from './useCompanyNames.ts';
import { MULTIPLIER_LIST_KEY } from './useMultiplierWindow.ts';

/** Back to the calendar. */
const BackToCalendar = () => {
  const translate = useTranslate();
  return <BackLink to={MULTIPLIERS_PATH} label={translate('multipliers.page.backToCalendar')} />;
};

/** Reloads what shows multipliers: the calendar's windows and the resource's queries. */
const useRefreshMultipliers = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: MULTIPLIER_LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: [MULTIPLIERS_RESOURCE, 'getList'] });
  };
};

export const MultiplierCreatePage = () => {
  const navigate = useNavigate();
  const refresh = useRefreshMultipliers();
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 }, maxWidth: 560 }}>
      <Title title="multipliers.form.title" />
      <Box sx={{ mb: 1 }}>
        <BackToCalendar />
      </Box>
      <MultiplierCreateForm
        onCreated={(multiplier) => {
          refresh();
          navigate(multiplierCalendarPath(multiplier.dateFrom));
        }}
      />
    </Box>
  );
};

/** The page until its multiplier is there. */
const MULTIPLIER_PAGE: RecordPageTexts = {
  notFoundKey: 'errors.server.multiplier_not_found',
  loadErrorKey: 'multipliers.page.loadError',
  titleKey: 'multipliers.page.title',
  backTo: MULTIPLIERS_PATH,
  backLabelKey: 'multipliers.page.backToCalendar',
};

export const MultiplierShowPage = () => (
  <RecordShow<MultiplierItem> resource={MULTIPLIERS_RESOURCE} texts={MULTIPLIER_PAGE}>
    {(multiplier) => <MultiplierShowView data={multiplier} />}
  </RecordShow>
);

const MultiplierShowView = ({ data }: { data: MultiplierItem }) => {
  const translate = useTranslate();
  const refresh = useRefreshMultipliers();
  const { refetch } = useShowContext();
  const text = useMultiplierText(useCompanyNames());

  const title = translate('multipliers.details.title', { value: text.value(data.multiplier) });
  const deactivated = data.deactivatedAt !== null;
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 }, maxWidth: 720 }}>
      <Title title={title} />
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <Box>
          <BackToCalendar />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Chip
            size="small"
            color={deactivated ? 'default' : 'success'}
            label={translate(
              deactivated ? 'multipliers.calendar.legendDeactivated' : 'multipliers.calendar.legendActive',
            )}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={Link}
            to={multiplierCalendarPath(data.dateFrom)}
            size="small"
            variant="outlined"
            startIcon={<EventIcon />}
          >
            {translate('multipliers.page.showInCalendar')}
          </Button>
          <EndMultiplierButton
            multiplier={data}
            text={text}
            onEnded={() => {
              refresh();
              void refetch();
            }}
          />
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <MultiplierFacts multiplier={data} text={text} />
      </Paper>
    </Box>
  );
};
