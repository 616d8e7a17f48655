// Activation: a pending company with a generated contract shows the activation form: the client name shown to drivers
// (required) and the region it works in, pre-filled with the region of its pickup points (the server's suggestion on
// the company's details) and changeable. A company whose pickup points all lie outside every region says why it cannot
// be activated, and the server's refusal (409 company_outside_regions) says the same; activating moves it to active,
// refetches and notifies "Company activated". A pending company without a contract says it awaits contract generation.
// Once a contract was generated (before activation and after), the section's header offers it: the PDF the client
// generated (GET /company/contract), saved as contract.pdf.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DescriptionIcon from '@mui/icons-material/Description';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, SelectInput, useNotify, useTranslate } from 'react-admin';
import { activationFormSchema, DISPLAY_NAME_MAX, type CompanyDetails } from '../../../domain/companySchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { COMPANIES_RESOURCE, PENDING_COMPANIES_QUERY_KEY } from '../../dataProvider/companies.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { PRODUCTS_RESOURCE } from '../../dataProvider/products.ts';
import { formatTimestamp } from '../../i18n/format.ts';
import { saveBlob } from '../../browser/saveBlob.ts';
import { TOAST_MS } from '../../../domain/constants.ts';
import { serverFieldErrors } from '../../forms/formErrors.ts';
import { sectionFieldPath, sectionValidator } from './sections/formValidation.ts';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';
import { useRegionsQuery } from '../shared/choiceQueries.ts';
import { LimitedTextInput } from '../../forms/LimitedTextInput.tsx';

const KNOWN_CODES = [
  'company_not_pending',
  'company_contract_missing',
  'company_outside_regions',
  'company_region_required',
];

/** A generated contract: awaiting activation (generated) or signed. */
export const hasGeneratedContract = (company: Pick<CompanyDetails, 'contractState'>) =>
  company.contractState === 'generated' || company.contractState === 'signed';

const ContractButton = ({ companyId }: { companyId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('companies');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const file = await api.downloadContract(companyId);
      saveBlob(file.blob, file.filename);
    } catch (error) {
      console.error('Contract download failed', error);
      if (!isApiError(error, 401))
        notify('companies.activation.contractFailure', { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void download()}
      disabled={downloading}
      startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <DescriptionIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('companies.activation.viewContract')}
    </Button>
  );
};

export const ActivationSection = ({
  company,
  canWrite,
  onActivated,
}: {
  company: CompanyDetails;
  canWrite: boolean;
  onActivated: (company: CompanyDetails) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('companies');
  const queryClient = useQueryClient();
  const title = translate('companies.activation.title');

  const regions = useRegionsQuery().data ?? [];
  const suggestion = company.regionSuggestion;
  const suggested = suggestion?.region ?? company.region ?? null;
  const outside = suggestion !== null && suggestion.pickupPoints > 0 && suggestion.coveredPickupPoints === 0;
  const partlyOutside =
    suggestion !== null &&
    suggestion.coveredPickupPoints > 0 &&
    suggestion.coveredPickupPoints < suggestion.pickupPoints;
  const regionChoices = [...new Set([...(suggested ? [suggested] : []), ...regions.map((r) => r.name)])].map(
    (name) => ({ id: name, name }),
  );
  // Without a pickup point to take it from, the region is the admin's choice (the server refuses none).
  const validate = sectionValidator(activationFormSchema, { required: suggested ? [] : ['region'] });

  const activate = async (values: object) => {
    const { displayName, region } = values as { displayName: string; region?: string | null };
    try {
      const updated = await api.activate({
        companyId: company.id,
        displayName: displayName.trim(),
        ...(region ? { region } : {}),
      });
      notify('companies.notifications.activated', { type: 'success' });
      // The company list and every console's badge (the event reaches the others).
      void queryClient.invalidateQueries({ queryKey: PENDING_COMPANIES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [COMPANIES_RESOURCE, 'getList'] });
      // The product the activation may have given it (the company page's products, the Products list).
      void queryClient.invalidateQueries({ queryKey: [PRODUCTS_RESOURCE] });
      onActivated(updated);
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, sectionFieldPath('activation'));
      if (fieldErrors) return fieldErrors;
      console.error('Company activation failed', error);
      const code = isApiError(error, 409) && KNOWN_CODES.includes(error.errorCode) ? error.errorCode : null;
      notify(code ? `companies.errors.${code}` : serverErrorMessage(error), { type: 'error' });
      return undefined;
    }
  };

  let body;
  if (company.status === 'active') {
    body = (
      <Alert icon={<CheckCircleIcon />} severity="success">
        {company.activatedAt
          ? translate('companies.activation.activeSince', { date: formatTimestamp(company.activatedAt) })
          : translate('companies.activation.active')}
      </Alert>
    );
  } else if (company.status === 'inactive') {
    body = <Alert severity="info">{translate('companies.activation.inactive')}</Alert>;
  } else if (!company.canActivate) {
    body = (
      <Alert icon={<HourglassEmptyIcon />} severity="warning">
        <AlertTitle>{translate('companies.activation.awaitingContractTitle')}</AlertTitle>
        {translate('companies.activation.awaitingContract')}
      </Alert>
    );
  } else if (!canWrite) {
    body = <Alert severity="info">{translate('companies.activation.readyNoPermission')}</Alert>;
  } else {
    body = (
      <Stack spacing={1.5}>
        <Typography variant="body2">
          {translate('companies.activation.ready', {
            date: company.contractGeneratedAt ? formatTimestamp(company.contractGeneratedAt) : '—',
          })}
        </Typography>
        {outside ? (
          <Alert severity="error">
            <AlertTitle>{translate('companies.activation.outsideRegionsTitle')}</AlertTitle>
            {translate('companies.activation.outsideRegions')}
          </Alert>
        ) : partlyOutside ? (
          <Alert severity="warning">{translate('companies.activation.partlyOutside')}</Alert>
        ) : null}
        <Form
          record={{
            displayName: company.displayName ?? company.contractData?.displayName ?? company.name,
            region: suggested ?? '',
          }}
          validate={validate}
          onSubmit={activate}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <LimitedTextInput
              source="displayName"
              label="companies.activation.displayName"
              helperText="companies.activation.displayNameHelp"
              maxLength={DISPLAY_NAME_MAX}
              fullWidth={false}
              sx={{ width: { xs: '100%', md: 360 } }}
            />
            <SelectInput
              source="region"
              label="companies.activation.region"
              helperText={
                outside
                  ? false
                  : suggestion && suggestion.pickupPoints > 0
                    ? 'companies.activation.regionHelp'
                    : 'companies.activation.regionHelpNoPoints'
              }
              choices={regionChoices}
              emptyText=""
              disabled={outside}
              sx={{ width: { xs: '100%', md: 320 } }}
            />
            <SaveButton
              label="companies.activation.submit"
              icon={<CheckCircleIcon />}
              alwaysEnable={!outside}
              disabled={outside}
              sx={{ mt: { md: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }}
            />
          </Stack>
        </Form>
      </Stack>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' }, action: { sx: { alignSelf: 'center', m: 0 } } }}
        action={hasGeneratedContract(company) ? <ContractButton companyId={company.id} /> : null}
        sx={{ pb: 0 }}
      />
      <CardContent>{body}</CardContent>
    </Card>
  );
};
