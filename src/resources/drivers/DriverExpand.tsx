// A driver's expanded row (and the body of the driver's page): e-mail, phone, car, app version and OS, allowed
// companies, stock, last login, a blocked driver's reason, and the links to the driver's page and to its wallet
// (/wallet?driverId=<id>, only for a user who may open the wallet page). Everything comes with the row.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DriverRow } from '../../../domain/driverSchemas.ts';
import { formatTimestamp } from '../../i18n/format.ts';
import { ExpandPanel } from '../../layout/ExpandPanel.tsx';
import { Field, Section } from '../orders/expand/Fields.tsx';
import { DriverWalletLink } from './DriverWalletLink.tsx';
import { driverShowPath } from './paths.ts';

export { walletPath } from './paths.ts';

const carText = (car: DriverRow['car']): string | null => {
  if (!car) return null;
  const parts = [car.model, car.color, car.registrationPlate].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
};

const StockTable = ({ stock }: { stock: DriverRow['stock'] }) => {
  const translate = useTranslate();
  if (!stock.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('drivers.details.noStock')}
      </Typography>
    );
  return (
    <Table
      size="small"
      aria-label={translate('drivers.fields.stock')}
      sx={{ maxWidth: 560, '& td, & th': { px: 1, py: 0.5 } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{translate('drivers.details.stockProduct')}</TableCell>
          <TableCell>{translate('drivers.details.stockCompany')}</TableCell>
          <TableCell align="right">{translate('drivers.details.stockAmount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {stock.map((line) => (
          <TableRow key={line.productId}>
            <TableCell>
              {line.name}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                ({line.code})
              </Typography>
            </TableCell>
            <TableCell>{line.companyName}</TableCell>
            <TableCell align="right">{line.amount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const DriverExpand = ({ showLinks = true }: { showLinks?: boolean }) => {
  const driver = useRecordContext<DriverRow>();
  const translate = useTranslate();
  if (!driver) return null;
  const t = (key: string, options?: Record<string, unknown>) => translate(`drivers.${key}`, options);
  const app = driver.mobile?.version
    ? t('details.appVersion', {
        version: driver.mobile.version,
        os: t(`details.os.${driver.mobile.osType ?? 'unknown'}`),
      })
    : t('details.appUnknown');
  return (
    <ExpandPanel label={t('details.title')}>
      <Section title={t('details.contact')}>
        <Field label={t('fields.email')}>{driver.email}</Field>
        <Field label={t('fields.phone')}>{driver.phone ?? t('details.none')}</Field>
        <Field label={t('fields.type')}>
          {t(`type.${driver.type}`)}
          {driver.priorityDriver ? ` · ${t('details.priority')}` : ''}
        </Field>
        <Field label={t('fields.region')}>{driver.regionName ?? t('details.noRegion')}</Field>
        {driver.blocked ? <Field label={t('block.reason')}>{driver.blockReason ?? t('block.noReason')}</Field> : null}
      </Section>
      <Section title={`${t('fields.vehicle')} · ${t('fields.app')}`}>
        <Field label={t('fields.vehicle')}>{t(`vehicle.${driver.vehicleType}`)}</Field>
        {/* Plate, model and colour of whatever the driver rides: not "Car" for a scooter or a bicycle. */}
        <Field label={t('fields.vehicleDetails')}>{carText(driver.car) ?? t('details.noCar')}</Field>
        <Field label={t('fields.app')}>{app}</Field>
      </Section>
      <Section title={t('details.activity')}>
        <Field label={t('fields.lastLogin')}>
          {driver.lastLogin ? formatTimestamp(driver.lastLogin) : t('details.never')}
        </Field>
        <Field label={t('fields.lastLocation')}>
          {driver.lastKnownLocation?.loggedAt ? formatTimestamp(driver.lastKnownLocation.loggedAt) : t('details.none')}
        </Field>
      </Section>
      <Box sx={{ gridColumn: { md: 'span 1' } }}>
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 2 }}>
          {t('fields.allowedCompanies')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {driver.allowedCompanyIds.length === 0 ? (
            <Chip size="small" label={t('details.everyCompany')} />
          ) : (
            driver.allowedCompanies.map((company) => (
              <Chip key={company.id} size="small" variant="outlined" label={company.name} />
            ))
          )}
        </Stack>
      </Box>
      <Box sx={{ gridColumn: { md: 'span 2' } }}>
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 2 }}>
          {t('fields.stock')}
        </Typography>
        <StockTable stock={driver.stock} />
      </Box>
      {showLinks ? (
        <Stack direction="row" spacing={1} sx={{ gridColumn: '1 / -1' }}>
          <Button
            component={Link}
            to={driverShowPath(driver.id)}
            size="small"
            variant="contained"
            startIcon={<OpenInNewIcon />}
            onClick={(event: MouseEvent) => event.stopPropagation()}
          >
            {t('details.open')}
          </Button>
          <DriverWalletLink driverId={driver.id} hint stopPropagation />
        </Stack>
      ) : null}
    </ExpandPanel>
  );
};
