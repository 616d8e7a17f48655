// One multiplier's facts and its End action, shared by the calendar's details dialog and the multiplier's page
// (/multipliers/:id/show): the value ("1,5×"), dates HH:mm dd.MM.yy, regions, companies by name ("All companies" when
// it names every one), time ranges (zero-padded HH:mm with their values), who created it and the description; once
// deactivated, a notice saying when, by whom and why. The Deactivate button first asks for a confirmation naming what
// ends (value, regions, companies, dates); it shows while the multiplier is active (the page's permission,
// multipliers.canAccessPage, is also the server's for ending one).
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { TOAST_MS } from '../../../domain/constants.ts';
import { formatHourMinute, type MultiplierItem } from '../../../domain/multiplierSchemas.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { formatTimestamp } from '../../i18n/format.ts';
import type { MultiplierText } from './multiplierText.ts';
import { ConfirmDialog } from '../../forms/FormDialog.tsx';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
      gap: 1,
      py: 0.75,
      borderBottom: 1,
      borderColor: 'divider',
    }}
  >
    <Typography variant="body2" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

export const MultiplierFacts = ({ multiplier: m, text }: { multiplier: MultiplierItem; text: MultiplierText }) => {
  const translate = useTranslate();
  return (
    <>
      {m.deactivatedAt ? (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          {translate('multipliers.details.deactivatedNotice', {
            date: formatTimestamp(m.deactivatedAt),
            by: m.deactivatedBy?.email ?? translate('multipliers.details.unknownOperator'),
          })}
          {m.deactivationReason ? (
            <Box component="span" sx={{ display: 'block' }}>
              {translate('multipliers.details.deactivatedReason', { reason: m.deactivationReason })}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={translate('multipliers.details.multiplier')}>{text.value(m.multiplier)}</Row>
        <Row label={translate('multipliers.details.dateFrom')}>{formatTimestamp(m.dateFrom)}</Row>
        <Row label={translate('multipliers.details.dateTo')}>{formatTimestamp(m.dateTo)}</Row>
        <Row label={translate('multipliers.details.regions')}>{text.regions(m)}</Row>
        <Row label={translate('multipliers.details.companies')}>{text.companies(m)}</Row>
        <Row label={translate('multipliers.details.timeRanges')}>
          {m.timeRanges?.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {m.timeRanges.map((r) => (
                <li key={`${r.from.hour}:${r.from.minute}`}>
                  {translate('multipliers.details.timeRange', {
                    from: formatHourMinute(r.from),
                    to: formatHourMinute(r.to),
                    value: text.value(r.multiplier),
                  })}
                </li>
              ))}
            </Box>
          ) : (
            translate('multipliers.details.noTimeRanges')
          )}
        </Row>
        <Row label={translate('multipliers.details.createdBy')}>
          {m.createdBy?.email ?? translate('multipliers.details.unknownOperator')}
        </Row>
        <Row label={translate('multipliers.details.createdAt')}>{formatTimestamp(m.createdAt)}</Row>
        <Row label={translate('multipliers.details.description')}>
          {m.description || translate('multipliers.details.noDescription')}
        </Row>
      </Box>
    </>
  );
};

export interface EndMultiplierButtonProps {
  multiplier: MultiplierItem;
  text: MultiplierText;
  /** After a successful deactivation, with the multiplier as the server answers it. */
  onEnded(multiplier: MultiplierItem): void;
}

/** Deactivate, after a confirmation; nothing for a multiplier already deactivated. A failure shows the generic message. */
export const EndMultiplierButton = ({ multiplier: m, text, onEnded }: EndMultiplierButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('multipliers');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  if (m.deactivatedAt) return null;
  const title = text.value(m.multiplier);

  const deactivate = async () => {
    setPending(true);
    try {
      const updated = await api.deactivate(m.id);
      notify('multipliers.deactivated', { type: 'success', autoHideDuration: TOAST_MS });
      setConfirming(false);
      onEnded(updated);
    } catch (error) {
      // A failed deactivation shows the generic message; the error is logged.
      notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      console.error('Deactivating the multiplier failed', error);
      setConfirming(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        color="error"
        variant="contained"
        disabled={pending}
        onClick={() => setConfirming(true)}
        aria-haspopup="dialog"
      >
        {translate(pending ? 'multipliers.details.deactivating' : 'multipliers.details.deactivate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        pending={pending}
        title={translate('multipliers.details.confirmTitle')}
        content={translate('multipliers.details.confirmContent', {
          value: title,
          regions: text.regions(m),
          companies: text.companies(m),
          from: formatTimestamp(m.dateFrom),
          to: formatTimestamp(m.dateTo),
        })}
        confirmLabel="multipliers.details.deactivate"
        confirmColor="warning"
        onConfirm={deactivate}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
