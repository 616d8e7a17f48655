// The locations of one company: name, address, phone, active chip (and "Outside our delivery area" for a point no
// active region covers), opening hours, a link to the location's page
// (/locations/:id/show, coming back here), a "Zip codes" link (street, city and zipCode in navigation state) and edit;
// an add button unless the maximum is reached. Loading, empty and error-with-refresh states. Used by the company page
// (no limit) and /settings/locations (client users, limit).
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import MapIcon from '@mui/icons-material/Map';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Location } from '../../../domain/locationApi.ts';
import { SectionLoading } from '../../layout/SectionLoading.tsx';
import { TableHeadRow } from '../../layout/TableHeadRow.tsx';
import { LocationFormDialog } from './LocationFormDialog.tsx';
import { isOutsideCoverage, OutsideCoverageChip } from './OutsideCoverageChip.tsx';
import { locationShowPath } from './paths.ts';
import { hoursSummary } from './locationFormValues.ts';
import { useCompanyLocations } from './useCompanyLocations.ts';
import { zipCodesLinkOf } from './zipCodesLink.ts';

export interface LocationsListProps {
  companyId?: number;
  /** Hide the add button at this many locations (none: no limit). */
  maxLocations?: number;
  /** Show the "Zip codes" link (operators with the zip-code page). */
  showZipCodesLink?: boolean;
}

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; location: Location };

const addressOf = (l: Location) => `${l.address.street}, ${l.address.zipCode} ${l.address.city}`;

/** The columns of the table (their titles under locations.columns); the actions sit on the right. */
const LOCATION_COLUMNS = ['name', 'address', 'phone', 'hours', 'status', 'actions'] as const;

export const LocationsList = ({ companyId, maxLocations, showZipCodesLink = true }: LocationsListProps) => {
  const translate = useTranslate();
  const { data, isPending, isError, refetch, invalidate } = useCompanyLocations(companyId);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const here = useLocation();
  const returnTo = `${here.pathname}${here.search}`;
  const locations = data?.locations ?? [];
  const atLimit = maxLocations !== undefined && locations.length >= maxLocations;

  if (isPending) {
    return <SectionLoading />;
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            {translate('locations.refresh')}
          </Button>
        }
      >
        {translate('locations.loadFailed')}
      </Alert>
    );
  }

  return (
    <Stack spacing={1}>
      {locations.length === 0 ? (
        <Typography color="text.secondary">{translate('locations.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('locations.title')}>
            <TableHeadRow
              columns={LOCATION_COLUMNS.map((c) => ({
                title: translate(`locations.columns.${c}`),
                align: c === 'actions' ? 'right' : undefined,
              }))}
            />
            <TableBody>
              {locations.map((location) => (
                <TableRow key={location.id} data-testid={`location-${location.id}`}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {location.name}
                    </Typography>
                    {location.defaultNote && (
                      <Typography variant="caption" color="text.secondary">
                        {location.defaultNote}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{addressOf(location)}</TableCell>
                  <TableCell>
                    {location.phone ?? (
                      <Typography variant="caption" color="text.secondary">
                        {translate('locations.noPhone')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Typography variant="caption">
                      {hoursSummary(location.workingSettings, translate) || translate('locations.hours.notSet')}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      <Chip
                        size="small"
                        color={location.active ? 'success' : 'default'}
                        label={translate(location.active ? 'locations.active' : 'locations.inactive')}
                      />
                      {isOutsideCoverage(location) && <OutsideCoverageChip zipCode={location.address.zipCode} />}
                    </Stack>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={translate('locations.showLocation', { name: location.name })}>
                      <IconButton
                        component={RouterLink}
                        to={locationShowPath(location.id, returnTo)}
                        size="small"
                        aria-label={translate('locations.showLocation', { name: location.name })}
                        sx={{ mr: 0.5 }}
                      >
                        <VisibilityIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {showZipCodesLink && (
                      <Link
                        component={RouterLink}
                        {...zipCodesLinkOf(location)}
                        title={translate('locations.zipCodesLinkTitle', { name: location.name })}
                        sx={{ mr: 1, display: 'inline-flex', alignItems: 'center', gap: 0.5, verticalAlign: 'middle' }}
                      >
                        <MapIcon fontSize="small" />
                        {translate('locations.zipCodesLink')}
                      </Link>
                    )}
                    <Button
                      size="small"
                      startIcon={<EditIcon />}
                      onClick={() => setDialog({ mode: 'edit', location })}
                      aria-haspopup="dialog"
                      aria-label={translate('locations.editLocation', { name: location.name })}
                    >
                      {translate('locations.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {atLimit ? (
        <Alert severity="info">{translate('locations.limitReached', { max: maxLocations })}</Alert>
      ) : (
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ mode: 'add' })}
            aria-haspopup="dialog"
          >
            {translate('locations.add')}
          </Button>
          {maxLocations !== undefined && (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {translate('locations.remaining', { smart_count: maxLocations - locations.length })}
            </Typography>
          )}
        </Box>
      )}
      {dialog.mode !== 'closed' && (
        <LocationFormDialog
          key={dialog.mode === 'edit' ? dialog.location.id : 'new'}
          open
          companyId={companyId}
          location={dialog.mode === 'edit' ? dialog.location : null}
          onClose={() => setDialog({ mode: 'closed' })}
          onSaved={() => {
            setDialog({ mode: 'closed' });
            void invalidate();
          }}
        />
      )}
    </Stack>
  );
};
