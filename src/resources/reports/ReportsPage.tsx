// /reports: a type select limited to the reports the user may generate (permissions.reports.<type>), the type's filters
// — the date range with presets and the span check, the region ("---" for none), the companies, the movement type, the
// driver (wallet entries: a picker by name, e-mail or phone over the drivers the user may see; empty for every driver)
// —, the column separator (by the language: `;` for Polish and Czech spreadsheets), and Generate with a progress
// indicator. The table of types, endpoints, spans, defaults and file names is domain/reportSchemas.ts, which the
// server reads too.
import AssessmentIcon from '@mui/icons-material/Assessment';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useDataProvider, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../../../domain/api.ts';
import { STOCK_MOVEMENT_TYPES, type StockMovementType } from '../../../domain/enums.ts';
import { csvSeparatorFor } from '../../../domain/csv.ts';
import { codedValueKey } from '../../../domain/codedValues.ts';
import {
  accessibleReportTypes,
  defaultReportRange,
  localDay,
  REPORT_DEFINITIONS,
  reportRangeError,
  type ReportDay,
  type ReportFormValues,
  type ReportSeparator,
  type ReportType,
} from '../../../domain/reportSchemas.ts';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { ReportDateRange } from './ReportDateRange.tsx';
import { useReportGeneration } from './useReportGeneration.ts';
import { sortByName } from '../../../domain/sorting.ts';
import type { WalletDriverOption } from '../../../domain/walletSchemas.ts';
import { WalletDriverPicker } from '../wallet/WalletDriverPicker.tsx';

const STALE_MS = 5 * 60_000;

const initialValues = (type: ReportType, today: ReportDay, separator: ReportSeparator): ReportFormValues => ({
  range: defaultReportRange(type, today),
  region: null,
  companyIds: [],
  movementType: null,
  separator,
});

const useReportFilterOptions = (enabled: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const api = useAppApi('reports');
  const regions = useQuery({
    queryKey: ['reports', 'regions'],
    queryFn: () => dataProvider.getRegions(),
    staleTime: STALE_MS,
    enabled,
  });
  const companies = useQuery({
    queryKey: ['reports', 'companies'],
    queryFn: async () => sortByName(await api.companies(), (c) => c.name),
    staleTime: STALE_MS,
    enabled,
  });
  return { regions: regions.data ?? [], companies: companies.data ?? [] };
};

export const ReportsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<Permissions>();
  const types = useMemo(() => accessibleReportTypes(permissions?.reports), [permissions]);
  const today = useMemo(() => localDay(new Date()), []);
  const defaultSeparator: ReportSeparator = csvSeparatorFor(locale) === ';' ? 'semicolon' : 'comma';

  const [chosen, setChosen] = useState<ReportType | null>(null);
  const type = chosen && types.includes(chosen) ? chosen : (types[0] ?? null);
  const [values, setValues] = useState<ReportFormValues | null>(null);
  const [driver, setDriver] = useState<WalletDriverOption | null>(null);
  const current = values ?? (type ? initialValues(type, today, defaultSeparator) : null);
  const def = type ? REPORT_DEFINITIONS[type] : null;
  const needsOptions = !!def && (def.filters.includes('region') || def.filters.includes('companyIds'));
  const options = useReportFilterOptions(needsOptions);
  const { generating, saved, generate, clearSaved } = useReportGeneration();

  if (!type || !def || !current) {
    return (
      <Box sx={{ p: 2 }}>
        <Title title="reports.title" />
        <Alert severity="info">{translate('reports.noReports')}</Alert>
      </Box>
    );
  }

  const change = (patch: Partial<ReportFormValues>) => {
    clearSaved();
    setValues({ ...current, ...patch });
  };
  const rangeError = reportRangeError(type, current.range);
  const selectedCompanies = options.companies.filter((c) => current.companyIds.includes(c.id));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="reports.title" />
      <Card sx={{ maxWidth: 760 }} component="section" aria-labelledby="reports-heading">
        <CardContent>
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <AssessmentIcon color="primary" />
              <Typography variant="h6" component="h1" id="reports-heading">
                {translate('reports.title')}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate('reports.intro')}
            </Typography>
            <TextField
              select
              label={translate('reports.type')}
              value={type}
              disabled={generating}
              onChange={(event) => {
                const next = event.target.value as ReportType;
                setChosen(next);
                setValues(initialValues(next, today, current.separator));
                setDriver(null);
                clearSaved();
              }}
              sx={{ maxWidth: 420 }}
            >
              {types.map((t) => (
                <MenuItem key={t} value={t}>
                  {translate(`reports.types.${t}`)}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" data-testid="report-description">
              {translate(`reports.descriptions.${type}`)}
            </Typography>

            {def.dateParams && current.range ? (
              <ReportDateRange
                type={type}
                range={current.range}
                today={today}
                disabled={generating}
                onChange={(range) => change({ range })}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('reports.noDates')}
              </Typography>
            )}

            {def.filters.includes('movementType') ? (
              <TextField
                select
                label={translate('reports.filters.movementType')}
                value={current.movementType ?? ''}
                disabled={generating}
                onChange={(event) => change({ movementType: (event.target.value || null) as StockMovementType | null })}
                sx={{ maxWidth: 320 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{translate('reports.filters.allMovementTypes')}</MenuItem>
                {STOCK_MOVEMENT_TYPES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {translate(codedValueKey('stockMovementType', m))}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}

            {def.filters.includes('region') ? (
              <TextField
                select
                label={translate('reports.filters.region')}
                value={current.region ?? ''}
                disabled={generating}
                onChange={(event) => change({ region: event.target.value || null })}
                sx={{ maxWidth: 320 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{translate('reports.filters.noRegion')}</MenuItem>
                {options.regions.map((r) => (
                  <MenuItem key={r.id} value={r.name}>
                    {r.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}

            {def.filters.includes('driverId') ? (
              <WalletDriverPicker
                label={translate('reports.filters.driver')}
                placeholder={translate('reports.filters.allDrivers')}
                value={driver}
                disabled={generating}
                onChange={(chosenDriver) => {
                  setDriver(chosenDriver);
                  change({ driverId: chosenDriver?.id ?? null });
                }}
                sx={{ maxWidth: 420 }}
              />
            ) : null}

            {def.filters.includes('companyIds') ? (
              <Autocomplete
                multiple
                options={options.companies}
                value={selectedCompanies}
                disabled={generating}
                getOptionLabel={(option) => option.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onChange={(_event, chosenCompanies) => change({ companyIds: chosenCompanies.map((c) => c.id) })}
                renderValue={(selected, getItemProps) =>
                  selected.map((option, index) => {
                    const { key, ...itemProps } = getItemProps({ index });
                    return <Chip key={key} size="small" label={option.name} {...itemProps} />;
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={translate('reports.filters.companies')}
                    placeholder={selectedCompanies.length ? undefined : translate('reports.filters.allCompanies')}
                    slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
                  />
                )}
                sx={{ maxWidth: 520 }}
              />
            ) : null}

            <TextField
              select
              label={translate('reports.filters.separator')}
              value={current.separator}
              disabled={generating}
              onChange={(event) => change({ separator: event.target.value as ReportSeparator })}
              sx={{ maxWidth: 320 }}
            >
              <MenuItem value="comma">{translate('reports.filters.comma')}</MenuItem>
              <MenuItem value="semicolon">{translate('reports.filters.semicolon')}</MenuItem>
            </TextField>

            <Stack spacing={1}>
              <Box>
                <Button
                  variant="contained"
                  onClick={() => void generate(type, current)}
                  disabled={generating || rangeError !== null}
                  startIcon={generating ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                  {translate('reports.generate')}
                </Button>
              </Box>
              {generating ? (
                <Box role="status" aria-live="polite">
                  <LinearProgress aria-label={translate('reports.generating')} />
                  <Typography variant="caption" color="text.secondary">
                    {translate('reports.generating')}
                  </Typography>
                </Box>
              ) : saved ? (
                <Typography variant="caption" color="success.main" role="status">
                  {translate('reports.savedAs', { fileName: saved })}
                </Typography>
              ) : null}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
