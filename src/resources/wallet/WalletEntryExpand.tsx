// A wallet entry's expanded row: every field — the entry, its driver and linked order, who created it and why, the
// payout period, and who deleted it, when and why.
import { useRecordContext, useTranslate } from 'react-admin';
import type { WalletEntry } from '../../../domain/walletSchemas.ts';
import { formatTimestamp } from '../../i18n/format.ts';
import { ExpandPanel } from '../../layout/ExpandPanel.tsx';
import { Field, Section } from '../orders/expand/Fields.tsx';
import { EntryType, Money, useWalletDescription } from './walletFormat.tsx';

const person = (name: string | null, email: string | null) => (name && email ? `${name} (${email})` : (email ?? name));

export const WalletEntryExpand = () => {
  const entry = useRecordContext<WalletEntry>();
  const translate = useTranslate();
  const describe = useWalletDescription();
  if (!entry) return null;
  const t = (key: string, options?: Record<string, unknown>) => translate(`wallet.${key}`, options);
  return (
    <ExpandPanel label={t('details.title')}>
      <Section title={t('details.entry')}>
        <Field label={t('fields.no')}>{entry.no}</Field>
        <Field label={t('fields.type')}>
          <EntryType type={entry.type} />
        </Field>
        <Field label={t('fields.driver')}>{`${entry.driverName} (${entry.driverEmail})`}</Field>
        <Field label={t('fields.payoutDriver')}>
          <Money value={entry.payoutDriver} currency={entry.currency} />
        </Field>
        <Field label={t('fields.payoutClient')}>
          <Money value={entry.payoutClient} currency={entry.currency} />
        </Field>
        <Field label={t('fields.currency')}>{t(`currencies.${entry.currency}`)}</Field>
        <Field label={t('fields.description')}>{describe(entry)}</Field>
        <Field label={t('fields.orderNo')}>{entry.orderNo}</Field>
      </Section>
      <Section title={t('details.creation')}>
        <Field label={t('fields.createdAt')}>{formatTimestamp(entry.createdAt)}</Field>
        <Field label={t('fields.createdBy')}>
          {person(entry.createdByName, entry.createdByEmail) ?? t('details.system')}
        </Field>
        <Field label={t('fields.creationComment')}>{entry.creationComment}</Field>
        <Field label={t('details.payout')}>
          {entry.settled ? t('details.settledPeriod') : t('details.notSettled')}
        </Field>
        <Field label={t('fields.settledAt')}>{entry.settledAt ? formatTimestamp(entry.settledAt) : null}</Field>
      </Section>
      {entry.deletedAt ? (
        <Section title={t('details.deletion')}>
          <Field label={t('fields.deletedAt')}>{formatTimestamp(entry.deletedAt)}</Field>
          <Field label={t('fields.deletedBy')}>{person(entry.deletedByName, entry.deletedByEmail)}</Field>
          <Field label={t('fields.deletionReason')}>{entry.deletionReason}</Field>
          <Field label={t('fields.deletionComment')}>{entry.deletionComment}</Field>
        </Section>
      ) : null}
    </ExpandPanel>
  );
};
