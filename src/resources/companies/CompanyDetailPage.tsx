// The company page: name, logo (with upload), region (or "no region"), activation section, its products, the order and
// delivery settings, contract data, owner info and the default working hours (editable with company.canWrite), and the
// company's locations. An unknown company (or one of another tenant: the server answers 404) shows a message with a way
// back to the list.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BusinessIcon from '@mui/icons-material/Business';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Title, useGetOne, useTranslate } from 'react-admin';
import type { CompanyDetails } from '../../../domain/companySchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { COMPANIES_RESOURCE } from '../../dataProvider/companies.ts';
import { CompanyLocationsSection } from '../locations/CompanyLocationsSection.tsx';
import { CompanyProductsSection } from '../products/CompanyProductsSection.tsx';
import { formatTimestamp } from '../../i18n/format.ts';
import { ActivationSection } from './ActivationSection.tsx';
import { CompanyLogo } from './CompanyLogo.tsx';
import { CompanyStatusChip } from './CompanyStatusChip.tsx';
import { LogoUpload } from './LogoUpload.tsx';
import { COMPANY_LIST_PATH } from './paths.ts';
import {
  ContractDataSection,
  DeliverySettingsSection,
  OrderSettingsSection,
  OwnerInfoSection,
  WorkingSettingsSection,
} from './sections/CompanySections.tsx';
import { LoadError } from '../../layout/LoadError.tsx';
import { PageSpinner } from '../../layout/RecordPage.tsx';
import { retryWhileServerAway } from '../../dataProvider/retryPolicy.ts';
import { useCan } from '../../authProvider/useAccess.ts';

const BackToList = ({ variant = 'text' }: { variant?: 'text' | 'contained' }) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={COMPANY_LIST_PATH} startIcon={<ArrowBackIcon />} variant={variant} size="small">
      {translate('companies.detail.backToList')}
    </Button>
  );
};

export const CompanyNotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
      <Title title="companies.list.title" />
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <BusinessIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
        <Typography variant="h6" component="h1">
          {translate('companies.detail.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary">{translate('companies.detail.notFound')}</Typography>
        <BackToList variant="contained" />
      </Stack>
    </Box>
  );
};

const Header = ({
  company,
  canWrite,
  onChanged,
}: {
  company: CompanyDetails;
  canWrite: boolean;
  onChanged: (c: CompanyDetails) => void;
}) => {
  const translate = useTranslate();
  const facts: string[] = [
    // A company without a region says so (it gets one at activation), never another city.
    company.region ? translate('companies.detail.region', { region: company.region }) : translate('companies.noRegion'),
    translate('companies.detail.createdAt', { date: formatTimestamp(company.createdAt) }),
    company.activatedAt
      ? translate('companies.detail.activatedAt', { date: formatTimestamp(company.activatedAt) })
      : null,
  ].filter((x): x is string => Boolean(x));
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <CompanyLogo name={company.name} logo={company.logo} size={72} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {company.name}
              </Typography>
              <CompanyStatusChip status={company.status} />
            </Stack>
            {company.displayName ? (
              <Typography variant="body2" color="text.secondary">
                {translate('companies.detail.displayName', { name: company.displayName })}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {facts.join(' · ')}
            </Typography>
          </Box>
          {canWrite ? <LogoUpload company={company} onUploaded={onChanged} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
};

export const CompanyDetailPage = () => {
  const { companyId } = useParams();
  const id = Number(companyId);
  const valid = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const canWrite = useCan('companies', 'edit');
  const { data, isPending, error, refetch } = useGetOne<CompanyDetails>(
    COMPANIES_RESOURCE,
    { id },
    { enabled: valid, retry: retryWhileServerAway, onError: () => undefined },
  );
  // react-admin first offers the list's row as a placeholder: wait for the details.
  const company = data && 'orderSettings' in data ? data : undefined;

  /** After a change: show the server's answer at once, refetch the list in the background. */
  const onChanged = (updated: CompanyDetails) => {
    queryClient.setQueryData([COMPANIES_RESOURCE, 'getOne', { id: String(id), meta: undefined }], updated);
    void refetch();
    void queryClient.invalidateQueries({ queryKey: [COMPANIES_RESOURCE, 'getList'] });
  };

  if (!valid || isApiError(error, 404)) return <CompanyNotFound />;
  if (error) {
    return <LoadError messageKey="companies.detail.error" onRefresh={() => void refetch()} />;
  }
  if (isPending || !company) return <PageSpinner />;

  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 }, maxWidth: 1400 }}>
      <Title title={company.name} />
      <Box sx={{ mb: 1 }}>
        <BackToList />
      </Box>
      <Stack spacing={2}>
        <Header company={company} canWrite={canWrite} onChanged={onChanged} />
        <ActivationSection company={company} canWrite={canWrite} onActivated={onChanged} />
        <CompanyProductsSection companyId={company.id} pending={company.status === 'pending'} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
          <OrderSettingsSection company={company} canWrite={canWrite} onSaved={onChanged} />
          <DeliverySettingsSection company={company} canWrite={canWrite} onSaved={onChanged} />
          <ContractDataSection company={company} canWrite={canWrite} onSaved={onChanged} />
          <OwnerInfoSection company={company} canWrite={canWrite} onSaved={onChanged} />
        </Box>
        <WorkingSettingsSection company={company} canWrite={canWrite} onSaved={onChanged} />
        <CompanyLocationsSection companyId={company.id} />
      </Stack>
    </Box>
  );
};
