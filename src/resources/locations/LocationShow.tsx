// A location's page (/locations/:id/show): its company, address (street, zip code, city) and the delivery region that
// covers its zip code ("Outside our delivery area" when none does), its contact (phone, the default note for the driver), the opening hours of each weekday and its
// special dates; the Edit button for a user who may write locations, the zip-code link for users with that page.
import EditIcon from '@mui/icons-material/Edit';
import MapIcon from '@mui/icons-material/Map';
import { Box, Button, Chip, Grid, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { WEEKDAYS } from '../../../domain/enums.ts';
import type { CustomDate, DayHours, WorkingSettings } from '../../../domain/types.ts';
import { hasWeekHours, openRanges } from '../../../domain/workingHours.ts';
import type { LocationRecord } from '../../dataProvider/locations.ts';
import { companyPath } from '../companies/paths.ts';
import { BackLink } from '../../layout/RecordPage.tsx';
import { SectionCard } from '../../layout/SectionCard.tsx';
import { LocationPageState, useLocationBack, useLocationPage } from './LocationFormPages.tsx';
import { isOutsideCoverage, OutsideCoverageChip } from './OutsideCoverageChip.tsx';
import { locationEditPath } from './paths.ts';
import { useDateLabel } from './SpecialDatesEditor.tsx';
import { useLocationAccess } from './usePermissionFlags.ts';
import { formatTime } from './workingHoursForm.ts';
import { zipCodesLinkOf } from './zipCodesLink.ts';

/** One day's hours as read: "08:00–12:00, 13:00–16:00", "Closed", or "not set" (no hours for that day). */
const useHoursText = () => {
  const translate = useTranslate();
  return (day: Partial<DayHours> | CustomDate | undefined): string => {
    if (!day) return translate('locations.hours.notSet');
    const ranges = openRanges(day);
    return ranges.length
      ? ranges.map((r) => `${formatTime(r.from)}–${formatTime(r.to)}`).join(', ')
      : translate('locations.hours.closed');
  };
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Grid size={{ xs: 12, sm: 4 }} component="dt">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Grid>
    <Grid size={{ xs: 12, sm: 8 }} component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Grid>
  </>
);

const Missing = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary" component="span">
    {text}
  </Typography>
);

const WeekHours = ({ settings }: { settings: WorkingSettings }) => {
  const translate = useTranslate();
  const hoursText = useHoursText();
  return (
    <Stack spacing={1}>
      {!hasWeekHours(settings) ? (
        <Typography variant="body2" color="text.secondary">
          {translate('locations.page.companyHours')}
        </Typography>
      ) : null}
      <Grid container component="dl" spacing={0.5} sx={{ m: 0 }} aria-label={translate('locations.hours.title')}>
        {WEEKDAYS.map((day) => (
          <Detail key={day} label={translate(`locations.weekdays.${day}`)}>
            <Typography variant="body2" data-testid={`hours-${day}`}>
              {hoursText(settings[day] ?? settings.defaultWorkingHours)}
            </Typography>
          </Detail>
        ))}
      </Grid>
    </Stack>
  );
};

const SpecialDates = ({ dates }: { dates: CustomDate[] }) => {
  const translate = useTranslate();
  const dateLabel = useDateLabel();
  const hoursText = useHoursText();
  if (!dates.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('locations.specialDates.none')}
      </Typography>
    );
  return (
    <List dense disablePadding aria-label={translate('locations.specialDates.listLabel')}>
      {[...dates]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((date) => (
          <ListItem key={date.date} disableGutters divider data-testid={`special-date-${date.date}`}>
            <ListItemText primary={dateLabel(date.date)} secondary={hoursText(date)} />
          </ListItem>
        ))}
    </List>
  );
};

const LocationDetails = ({ location }: { location: LocationRecord }) => {
  const translate = useTranslate();
  const access = useLocationAccess();
  const back = useLocationBack(location.companyId, location.companyName);
  const settings = location.workingSettings ?? {};
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={location.name} />
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        {back ? (
          <Box>
            <BackLink to={back.to} label={back.label} />
          </Box>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {location.name}
          </Typography>
          <Chip
            size="small"
            color={location.active ? 'success' : 'default'}
            label={translate(location.active ? 'locations.active' : 'locations.inactive')}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {access.canWrite ? (
            <Button
              component={RouterLink}
              to={locationEditPath(location.id, back?.returnTo)}
              size="small"
              variant="contained"
              startIcon={<EditIcon />}
            >
              {translate('locations.edit')}
            </Button>
          ) : null}
          {access.zipCodesPage ? (
            <Button component={RouterLink} {...zipCodesLinkOf(location)} size="small" startIcon={<MapIcon />}>
              {translate('locations.zipCodesLink')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <SectionCard title={translate('locations.page.addressTitle')}>
              <Grid container component="dl" spacing={0.5} sx={{ m: 0 }}>
                <Detail label={translate('locations.page.company')}>
                  {access.companiesPage ? (
                    <Link component={RouterLink} to={companyPath(location.companyId)}>
                      {location.companyName}
                    </Link>
                  ) : (
                    location.companyName
                  )}
                </Detail>
                <Detail label={translate('locations.form.street')}>{location.address.street}</Detail>
                <Detail label={translate('locations.form.zipCode')}>{location.address.zipCode}</Detail>
                <Detail label={translate('locations.form.city')}>{location.address.city}</Detail>
                <Detail label={translate('locations.page.region')}>
                  {location.region ? (
                    location.region
                  ) : (
                    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Missing text={translate('locations.page.noRegion')} />
                      {isOutsideCoverage(location) && <OutsideCoverageChip zipCode={location.address.zipCode} />}
                    </Stack>
                  )}
                </Detail>
              </Grid>
            </SectionCard>
            <SectionCard title={translate('locations.page.contactTitle')}>
              <Grid container component="dl" spacing={0.5} sx={{ m: 0 }}>
                <Detail label={translate('locations.form.phone')}>
                  {location.phone ?? <Missing text={translate('locations.noPhone')} />}
                </Detail>
                <Detail label={translate('locations.form.defaultNote')}>
                  {location.defaultNote ?? <Missing text={translate('locations.page.noNote')} />}
                </Detail>
              </Grid>
            </SectionCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <SectionCard title={translate('locations.hours.title')}>
              <WeekHours settings={settings} />
            </SectionCard>
            <SectionCard title={translate('locations.specialDates.title')}>
              <SpecialDates dates={settings.customDates ?? []} />
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
};

export const LocationShowPage = () => {
  const { valid, data, isPending, error, refetch } = useLocationPage();
  if (!valid || error || isPending || !data) return <LocationPageState valid={valid} error={error} refetch={refetch} />;
  return <LocationDetails location={data} />;
};
