// The editable sections of the company page: order settings, delivery settings (cancelOrderAfter and the market delay
// in seconds, distances in metres shown in km), contract data, owner info, default working hours.
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  SelectInput,
  TextInput,
  useLocale,
  useTranslate,
} from 'react-admin';
import {
  CONTRACT_DATA_FIELDS,
  contractDataSchema,
  DELIVERY_LIMITS,
  deliverySettingsSchema,
  MAX_ORDER_PRODUCTS_LIMIT,
  orderSettingsSchema,
  ownerInfoSchema,
  type CompanyDetails,
} from '../../../../domain/companySchemas.ts';
import { DELIVERY_PRODUCT_TYPES } from '../../../../domain/constants.ts';
import { ORDER_TYPES, PACKAGE_SIZES, PAYMENT_TYPES } from '../../../../domain/enums.ts';
import { workingSettingsSchema } from '../../../../domain/locationSchemas.ts';
import type {
  CompanyContractData,
  CompanyDeliverySettings,
  CompanyOwnerInfo,
  WorkingSettings,
} from '../../../../domain/types.ts';
import { openRanges } from '../../../../domain/workingHours.ts';
import { hoursSummary } from '../../locations/locationFormValues.ts';
import { OpeningHoursEditor } from '../../locations/OpeningHoursEditor.tsx';
import { SpecialDatesEditor } from '../../locations/SpecialDatesEditor.tsx';
import {
  formatTime,
  toWorkingSettings,
  workingHoursFormOf,
  workingHoursFormPath,
  workingHoursResolver,
  type WorkingHoursFormValues,
} from '../../locations/workingHoursForm.ts';
import { formatDistanceKm } from '../../../i18n/format.ts';
import { EditableSection } from './EditableSection.tsx';
import { LabelledValues } from '../../../layout/LabelledValues.tsx';

const f = (name: string) => `companies.fields.${name}`;

/** A read view: label/value pairs in two columns, an empty value as a dash. */
const Fields = ({ rows }: { rows: [string, ReactNode][] }) => {
  const translate = useTranslate();
  return (
    <LabelledValues
      rows={rows.map(([key, value]) => [
        translate(key),
        value === null || value === undefined || value === '' ? '—' : value,
      ])}
    />
  );
};

const Grid2 = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
);

interface SectionProps {
  company: CompanyDetails;
  canWrite: boolean;
  onSaved: (company: CompanyDetails) => void;
}

const useYesNo = () => {
  const translate = useTranslate();
  return (value: boolean | undefined) => translate(value ? 'companies.values.yes' : 'companies.values.no');
};

const useSeconds = () => {
  const translate = useTranslate();
  return (seconds: number) =>
    seconds >= 60 && seconds % 60 === 0
      ? translate('companies.values.secondsWithMinutes', { seconds, minutes: seconds / 60 })
      : translate('companies.values.seconds', { seconds });
};

export const OrderSettingsSection = ({ company, canWrite, onSaved }: SectionProps) => {
  const translate = useTranslate();
  const yesNo = useYesNo();
  const s = company.orderSettings;
  const values = {
    allowedPayments: s.allowedPayments ?? [],
    maxOrderProductsAllowed: s.maxOrderProductsAllowed,
    defaultPackageSize: s.defaultPackageSize,
    showDeliveryEstimationOnForm: s.showDeliveryEstimationOnForm,
    scheduledAtToScheduledRange: s.scheduledAtToScheduledRange,
  };
  return (
    <EditableSection
      company={company}
      section="orderSettings"
      titleKey="companies.sections.orderSettings"
      schema={orderSettingsSchema}
      values={values}
      canWrite={canWrite}
      onSaved={onSaved}
      view={
        <Fields
          rows={[
            [
              f('allowedPayments'),
              s.allowedPayments?.length
                ? s.allowedPayments.map((p) => translate(`orderForm.payment.types.${p}`)).join(', ')
                : translate('companies.values.none'),
            ],
            [f('maxOrderProductsAllowed'), s.maxOrderProductsAllowed],
            [f('defaultPackageSize'), s.defaultPackageSize],
            [f('showDeliveryEstimationOnForm'), yesNo(s.showDeliveryEstimationOnForm)],
            [f('scheduledAtToScheduledRange'), yesNo(s.scheduledAtToScheduledRange)],
          ]}
        />
      }
      inputs={
        <>
          <CheckboxGroupInput
            source="allowedPayments"
            label={f('allowedPayments')}
            choices={PAYMENT_TYPES.map((p) => ({ id: p, name: `orderForm.payment.types.${p}` }))}
          />
          <Grid2>
            <NumberInput
              source="maxOrderProductsAllowed"
              label={f('maxOrderProductsAllowed')}
              min={1}
              max={MAX_ORDER_PRODUCTS_LIMIT}
              step={1}
            />
            <SelectInput
              source="defaultPackageSize"
              label={f('defaultPackageSize')}
              choices={PACKAGE_SIZES.map((size) => ({ id: size, name: `orderForm.packageSize.sizes.${size}` }))}
            />
          </Grid2>
          <BooleanInput source="showDeliveryEstimationOnForm" label={f('showDeliveryEstimationOnForm')} />
          <BooleanInput
            source="scheduledAtToScheduledRange"
            label={f('scheduledAtToScheduledRange')}
            helperText={f('scheduledAtToScheduledRangeHelp')}
          />
        </>
      }
    />
  );
};

export const DeliverySettingsSection = ({ company, canWrite, onSaved }: SectionProps) => {
  const locale = useLocale();
  const yesNo = useYesNo();
  const seconds = useSeconds();
  const d: CompanyDeliverySettings = company.deliverySettings;
  const km = (m: number) => formatDistanceKm(m, locale);
  const metres = (name: keyof typeof DELIVERY_LIMITS) => (
    <NumberInput
      source={name}
      label={f(name)}
      min={DELIVERY_LIMITS[name].min}
      max={DELIVERY_LIMITS[name].max}
      step={100}
      helperText={f('metresHelp')}
    />
  );
  return (
    <EditableSection
      company={company}
      section="deliverySettings"
      titleKey="companies.sections.deliverySettings"
      schema={deliverySettingsSchema}
      values={{ ...d }}
      canWrite={canWrite}
      onSaved={onSaved}
      view={
        <Fields
          rows={[
            [f('cancelOrderAfter'), seconds(d.cancelOrderAfter)],
            [f('showOnOrderMarketAfter'), seconds(d.showOnOrderMarketAfter)],
            [f('maxDeliveryDistanceRadius'), km(d.maxDeliveryDistanceRadius)],
            [f('maxDestinationDistanceRadius'), km(d.maxDestinationDistanceRadius)],
            [f('groupPickupPointOrders'), yesNo(d.groupPickupPointOrders)],
            [f('groupedOrdersMaxDistance'), km(d.groupedOrdersMaxDistance)],
          ]}
        />
      }
      inputs={
        <>
          <Grid2>
            <NumberInput
              source="cancelOrderAfter"
              label={f('cancelOrderAfter')}
              min={60}
              step={60}
              helperText={f('secondsHelp')}
            />
            <NumberInput
              source="showOnOrderMarketAfter"
              label={f('showOnOrderMarketAfter')}
              min={0}
              step={30}
              helperText={f('secondsHelp')}
            />
            {metres('maxDeliveryDistanceRadius')}
            {metres('maxDestinationDistanceRadius')}
          </Grid2>
          <BooleanInput source="groupPickupPointOrders" label={f('groupPickupPointOrders')} />
          {metres('groupedOrdersMaxDistance')}
        </>
      }
    />
  );
};

const emptyContractData: CompanyContractData = {
  firstName: '',
  lastName: '',
  name: '',
  headquartersIn: '',
  nip: '',
  regon: '',
  street: '',
  zipCode: '',
  city: '',
};

export const ContractDataSection = ({ company, canWrite, onSaved }: SectionProps) => {
  const translate = useTranslate();
  const c = company.contractData;
  const nipLocked = Boolean(c?.nip);
  const text = (source: keyof CompanyContractData, extra: Record<string, unknown> = {}) => (
    <TextInput source={source} label={f(`contract.${source}`)} {...extra} />
  );
  return (
    <EditableSection
      company={company}
      section="contractData"
      titleKey="companies.sections.contractData"
      schema={contractDataSchema}
      values={{ ...emptyContractData, ...(c ?? {}) }}
      canWrite={canWrite}
      onSaved={onSaved}
      view={
        c ? (
          <Fields rows={CONTRACT_DATA_FIELDS.map((key) => [f(`contract.${key}`), c[key]] as [string, ReactNode])} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('companies.contract.noData')}
          </Typography>
        )
      }
      inputs={
        <>
          <Grid2>
            {text('name')}
            {text('displayName')}
            {text('firstName')}
            {text('lastName')}
            {text('nip', nipLocked ? { readOnly: true, helperText: f('contract.nipLocked') } : {})}
            {text('regon')}
            {text('krs')}
            {text('shareCapital')}
            {text('headquartersIn')}
          </Grid2>
          <Grid2>
            {text('street')}
            <Box sx={{ display: 'flex', gap: 2 }}>
              {text('streetNumber')}
              {text('apartmentNumber')}
            </Box>
            {text('zipCode', { placeholder: '00-000' })}
            {text('city')}
          </Grid2>
        </>
      }
    />
  );
};

/**
 * The i18n key of an owner's delivery product: a product type of the registration form (register.productTypes) or an
 * order type (orders.type); null for free text the console has no translation for.
 */
const deliveryProductTypeKey = (value: string): string | null =>
  (DELIVERY_PRODUCT_TYPES as readonly string[]).includes(value)
    ? `register.productTypes.${value}`
    : (ORDER_TYPES as readonly string[]).includes(value)
      ? `orders.type.${value}`
      : null;

export const OwnerInfoSection = ({ company, canWrite, onSaved }: SectionProps) => {
  const translate = useTranslate();
  const o = company.ownerInfo;
  const productKey = o?.deliveryProductType ? deliveryProductTypeKey(o.deliveryProductType) : null;
  const values: CompanyOwnerInfo = { name: '', email: '', phone: '', city: '', deliveryProductType: '', ...(o ?? {}) };
  return (
    <EditableSection
      company={company}
      section="ownerInfo"
      titleKey="companies.sections.ownerInfo"
      schema={ownerInfoSchema}
      values={values}
      canWrite={canWrite}
      onSaved={onSaved}
      view={
        o ? (
          <Fields
            rows={[
              [f('owner.name'), o.name],
              [f('owner.email'), o.email ? <a href={`mailto:${o.email}`}>{o.email}</a> : null],
              [f('owner.phone'), o.phone],
              [f('owner.city'), o.city],
              [f('owner.deliveryProductType'), productKey ? translate(productKey) : o.deliveryProductType],
            ]}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('companies.owner.noData')}
          </Typography>
        )
      }
      inputs={
        <Grid2>
          <TextInput source="name" label={f('owner.name')} />
          <TextInput source="email" label={f('owner.email')} type="email" />
          <TextInput source="phone" label={f('owner.phone')} />
          <TextInput source="city" label={f('owner.city')} />
          <TextInput source="deliveryProductType" label={f('owner.deliveryProductType')} />
        </Grid2>
      }
    />
  );
};

/** "2026-12-24 closed, 2026-12-31 10:00–14:00". */
const specialDatesSummary = (dates: WorkingSettings['customDates'], closedLabel: string): string =>
  (dates ?? [])
    .map((c) => {
      const ranges = openRanges(c).map((r) => `${formatTime(r.from)}–${formatTime(r.to)}`);
      return `${c.date} ${ranges.length ? ranges.join(', ') : closedLabel}`;
    })
    .join('; ');

/**
 * The company's default working hours: weekly ranges and special dates with the location form's editors. Pickup points
 * without weekly hours of their own use them (domain/workingHours.ts effectiveWorkingSettings).
 */
export const WorkingSettingsSection = ({ company, canWrite, onSaved }: SectionProps) => {
  const translate = useTranslate();
  const ws = company.workingSettings ?? {};
  const week = hoursSummary(ws, translate);
  const dates = specialDatesSummary(ws.customDates, translate('companies.workingHours.closed'));
  return (
    <EditableSection<WorkingHoursFormValues>
      company={company}
      section="workingSettings"
      titleKey="companies.sections.workingSettings"
      schema={workingSettingsSchema}
      resolver={workingHoursResolver as never}
      values={workingHoursFormOf(ws)}
      toBody={toWorkingSettings}
      errorPath={workingHoursFormPath}
      canWrite={canWrite}
      onSaved={onSaved}
      view={
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('companies.workingHours.helper')}
          </Typography>
          {week || dates ? (
            <Fields
              rows={[
                ['companies.workingHours.title', week || null],
                ['companies.workingHours.specialDates', dates || null],
              ]}
            />
          ) : (
            <Typography variant="body2">{translate('companies.workingHours.none')}</Typography>
          )}
        </Box>
      }
      inputs={
        <Stack spacing={2}>
          <OpeningHoursEditor titleKey="companies.workingHours.title" helperKey="companies.workingHours.helper" />
          <SpecialDatesEditor />
        </Stack>
      }
    />
  );
};
