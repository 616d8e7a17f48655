// One correction's data: category, status, order, driver, distances in km with 2 decimals (estimated, recalculated,
// suggested = estimated + extra distance), package sizes (ordered and actual), addresses (the client's and the
// corrected one), the estimated payout and the suggested pay with the currency, the driver's comment and the attachment
// (an image shows as a thumbnail); for a decided correction the decision.
import { Box, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AddressValue, CorrectionDetail } from '../../../domain/correctionSchemas.ts';
import type { CorrectionStatus } from '../../../domain/enums.ts';
import { formatDistanceKm, formatMoney, formatTimestamp } from '../../i18n/format.ts';

const STATUS_COLORS: Record<CorrectionStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'error',
};

/** Only http(s) addresses and paths of this server become links. */
const isSafeUrl = (url: string) => /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url);
const isImageUrl = (url: string) => /\.(jpe?g|png|gif|webp|avif|svg)(\?.*)?$/i.test(url);

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
      {label}
    </Box>
    <Box component="dd" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  </>
);

/** Label and value columns: the same label width everywhere, so the values line up. */
const DL_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '170px 1fr' },
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
} as const;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
      {title}
    </Typography>
    <Box component="dl" sx={DL_SX}>
      {children}
    </Box>
  </Box>
);

/** Two sections side by side on wide screens. */
const Pair = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 2 }}>
    {children}
  </Box>
);

/** A link to the attachment: an image shows as a thumbnail (a text link when it cannot be loaded). */
const Attachment = ({ url }: { url: string }) => {
  const translate = useTranslate();
  const [broken, setBroken] = useState(false);
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {isImageUrl(url) && !broken ? (
        <Box
          component="img"
          src={url}
          alt={translate('corrections.dialog.attachmentImage')}
          onError={() => setBroken(true)}
          sx={{ display: 'block', maxWidth: 240, maxHeight: 160, borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : (
        translate('corrections.dialog.openAttachment')
      )}
    </Link>
  );
};

const addressText = (a: AddressValue | undefined | null) => (a ? `${a.street}, ${a.zipCode} ${a.city}` : null);

export const CorrectionDetails = ({ correction: c }: { correction: CorrectionDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const none = translate('corrections.dialog.none');
  const km = (metres: number | null | undefined) =>
    typeof metres === 'number' ? formatDistanceKm(metres, locale) : none;
  const money = (minor: number | null | undefined) =>
    typeof minor === 'number' ? formatMoney(minor, c.currency, locale) : none;
  const attachment = c.attachmentUrl && isSafeUrl(c.attachmentUrl) ? c.attachmentUrl : null;

  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Box>
        <Box component="dl" sx={DL_SX}>
          <Field label={translate('corrections.fields.category')}>
            {translate(`corrections.categories.${c.category}`, { _: c.category })}
          </Field>
          <Field label={translate('corrections.fields.status')}>
            <Chip
              size="small"
              color={STATUS_COLORS[c.status]}
              label={translate(`corrections.statuses.${c.status}`, { _: c.status })}
            />
          </Field>
          <Field label={translate('corrections.fields.orderNo')}>{c.orderNo}</Field>
          <Field label={translate('corrections.fields.company')}>{c.companyName}</Field>
          <Field label={translate('corrections.fields.driver')}>{`${c.driverName} (${c.driverEmail})`}</Field>
          <Field label={translate('corrections.fields.createdAt')}>{formatTimestamp(c.createdAt)}</Field>
        </Box>
      </Box>
      <Pair>
        <Section title={translate('corrections.dialog.sections.distances')}>
          <Field label={translate('corrections.fields.estimatedDistance')}>{km(c.estimatedDistance)}</Field>
          <Field label={translate('corrections.fields.extraDistance')}>{km(c.data.extraDistance)}</Field>
          <Field label={translate('corrections.fields.recalculatedDistance')}>{km(c.recalculatedDistance)}</Field>
          <Field label={translate('corrections.fields.suggestedDistance')}>{km(c.suggestedDistance)}</Field>
        </Section>
        <Section title={translate('corrections.dialog.sections.packageSizes')}>
          <Field label={translate('corrections.fields.orderedPackageSize')}>{c.packageSize ?? none}</Field>
          <Field label={translate('corrections.fields.actualPackageSize')}>{c.data.actualPackageSize ?? none}</Field>
        </Section>
      </Pair>
      <Pair>
        <Section title={translate('corrections.dialog.sections.addresses')}>
          <Field label={translate('corrections.fields.clientsAddress')}>{addressText(c.clientsAddress) ?? none}</Field>
          <Field label={translate('corrections.fields.correctedAddress')}>
            {addressText(c.data.clientAddress) ?? none}
          </Field>
        </Section>
        <Section title={translate('corrections.dialog.sections.pay')}>
          <Field label={translate('corrections.fields.estimatedPayoutDriver')}>{money(c.estimatedPayoutDriver)}</Field>
          <Field label={translate('corrections.fields.suggestedCorrectionPay')}>
            {money(c.suggestedCorrectionPay)}
          </Field>
          {c.status === 'accepted' ? (
            <Field label={translate('corrections.fields.payoutDriver')}>{money(c.payoutDriver)}</Field>
          ) : null}
        </Section>
      </Pair>
      <Section title={translate('corrections.dialog.sections.comment')}>
        <Field label={translate('corrections.fields.driversComment')}>
          <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
            {c.driversComment || none}
          </Box>
        </Field>
        <Field label={translate('corrections.fields.attachment')}>
          {attachment ? <Attachment url={attachment} /> : none}
        </Field>
      </Section>
      {c.status !== 'pending' ? (
        <Section title={translate('corrections.dialog.sections.decision')}>
          <Field label={translate('corrections.fields.decidedAt')}>
            {c.decidedAt ? formatTimestamp(c.decidedAt) : none}
          </Field>
          <Field label={translate('corrections.fields.decidedBy')}>{c.decidedByEmail ?? none}</Field>
          {c.status === 'accepted' ? (
            <>
              <Field label={translate('corrections.fields.acceptedAmount')}>{money(c.acceptedAmount)}</Field>
              <Field label={translate('corrections.fields.walletEntry')}>{c.walletEntryNo ?? none}</Field>
            </>
          ) : (
            <Field label={translate('corrections.fields.rejectionReason')}>{c.rejectionReason ?? none}</Field>
          )}
          <Field label={translate('corrections.fields.comment')}>{c.comment ?? none}</Field>
        </Section>
      ) : null}
    </Stack>
  );
};
