// The inputs of the operator form: account type (choosing one fills the canView defaults), scopes, companies or all,
// regions or all, locations of the chosen companies, canView flags. Field errors show under each group.
import {
  Autocomplete,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { useEffect, useMemo } from 'react';
import { SelectInput, ValidationError, useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { CAN_VIEW_FLAGS } from '../../../domain/enums.ts';
import {
  ASSIGNABLE_ACCOUNT_TYPES,
  SCOPE_CHOICES,
  scopeLabelKey,
  type AssignableAccountType,
} from '../../../domain/operatorSchemas.ts';
import { canViewDefaults } from '../../../domain/permissions.ts';
import { useCompanyChoices, useLocationChoices, useRegionChoices } from './useUserOptions.ts';
import type { UserFormValues } from './userFormValues.ts';

interface Choice<T> {
  id: T;
  name: string;
}

const ErrorText = ({ error }: { error?: { message?: unknown } }) =>
  error?.message ? (
    <FormHelperText error>
      <ValidationError error={error.message as string} />
    </FormHelperText>
  ) : null;

/** One tick bound to a boolean form field. */
const CheckField = ({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) => {
  const translate = useTranslate();
  const { field } = useController({ name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          size="small"
          checked={!!field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          name={field.name}
          disabled={disabled}
        />
      }
      label={translate(label)}
      sx={{ mr: 1 }}
    />
  );
};

/** Several of a list of choices (MUI Autocomplete), bound to an array form field. */
function MultiChoiceField<T extends string | number>({
  name,
  label,
  choices,
  disabled,
  loading,
  helperText,
}: {
  name: 'companyIds' | 'regions' | 'locationIds';
  label: string;
  choices: Choice<T>[];
  disabled?: boolean;
  loading?: boolean;
  helperText?: string;
}) {
  const translate = useTranslate();
  const { field, fieldState } = useController<UserFormValues>({ name });
  const value = (field.value as T[] | undefined) ?? [];
  const byId = useMemo(() => new Map(choices.map((c) => [c.id, c])), [choices]);
  // Chosen values not among the choices (not loaded yet) still show, by their id.
  const selected = value.map((id) => byId.get(id) ?? { id, name: String(id) });
  return (
    <Box>
      <Autocomplete<Choice<T>, true>
        multiple
        size="small"
        options={choices}
        value={selected}
        loading={loading}
        disabled={disabled}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        onChange={(_event, next) => field.onChange(next.map((c) => c.id))}
        onBlur={field.onBlur}
        noOptionsText={translate('users.form.noOptions')}
        renderInput={(params) => (
          <TextField {...params} label={translate(label)} error={!!fieldState.error} name={name} />
        )}
      />
      {fieldState.error ? (
        <ErrorText error={fieldState.error} />
      ) : helperText ? (
        <FormHelperText>{translate(helperText)}</FormHelperText>
      ) : null}
    </Box>
  );
}

/** Account type (deactivated cannot be chosen in the form); choosing one fills the canView defaults. */
export const AccountTypeInput = ({ disabled }: { disabled?: boolean }) => {
  const { setValue } = useFormContext<UserFormValues>();
  return (
    <SelectInput
      source="accountType"
      label="users.fields.accountType"
      choices={ASSIGNABLE_ACCOUNT_TYPES.map((type) => ({ id: type, name: `users.accountTypes.${type}` }))}
      onChange={(event: { target?: { value?: unknown } }) => {
        const type = event?.target?.value as AssignableAccountType | undefined;
        if (type && ASSIGNABLE_ACCOUNT_TYPES.includes(type))
          setValue('canView', canViewDefaults(type), { shouldDirty: true });
      }}
      disabled={disabled}
      emptyText="users.form.chooseAccountType"
      fullWidth
      isRequired
    />
  );
};

/** The operator scopes (all but the wildcard), as ticks; a stored scope outside the list (the wildcard) shows too. */
export const ScopeInput = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const { field, fieldState } = useController<UserFormValues, 'scope'>({ name: 'scope' });
  const value = field.value ?? [];
  const choices = [...SCOPE_CHOICES, ...value.filter((s) => !(SCOPE_CHOICES as readonly string[]).includes(s))];
  const toggle = (scope: string, on: boolean) =>
    field.onChange(on ? [...value, scope] : value.filter((s) => s !== scope));
  return (
    <FormControl component="fieldset" error={!!fieldState.error} disabled={disabled} fullWidth>
      <FormLabel component="legend">{translate('users.fields.scope')}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1 }}>
        {choices.map((scope) => (
          <FormControlLabel
            key={scope}
            control={
              <Checkbox
                size="small"
                checked={value.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
            }
            label={translate(scopeLabelKey(scope))}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ))}
      </FormGroup>
      <ErrorText error={fieldState.error} />
    </FormControl>
  );
};

/** The ten canView flags. */
export const CanViewInput = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  return (
    <FormControl component="fieldset" disabled={disabled} fullWidth>
      <FormLabel component="legend">{translate('users.fields.canView')}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{translate('users.form.canViewHelp')}</FormHelperText>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1 }}>
        {CAN_VIEW_FLAGS.map((flag) => (
          <CheckField key={flag} name={`canView.${flag}`} label={`users.canView.${flag}`} disabled={disabled} />
        ))}
      </FormGroup>
    </FormControl>
  );
};

/** Companies: all, or at least one of the companies the signed-in operator may see. */
export const CompaniesInput = ({ disabled }: { disabled?: boolean }) => {
  const companies = useCompanyChoices();
  const all = useWatch<UserFormValues, 'allCompanies'>({ name: 'allCompanies' });
  const choices = useMemo(() => (companies.data ?? []).map((c) => ({ id: c.id, name: c.name })), [companies.data]);
  return (
    <Box>
      <CheckField name="allCompanies" label="users.fields.allCompanies" disabled={disabled} />
      {all ? null : (
        <MultiChoiceField<number>
          name="companyIds"
          label="users.fields.companies"
          choices={choices}
          loading={companies.isPending}
          disabled={disabled}
        />
      )}
      {companies.error ? (
        <FormHelperText error>
          <ValidationError error="users.form.choicesError" />
        </FormHelperText>
      ) : null}
    </Box>
  );
};

/** Regions: all, or at least one of the regions the signed-in operator may see. */
export const RegionsInput = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const regions = useRegionChoices();
  const all = useWatch<UserFormValues, 'allRegions'>({ name: 'allRegions' });
  const choices = useMemo(
    () =>
      (regions.data ?? []).map((r) => ({
        id: r.name,
        name: r.active ? r.name : `${r.name} (${translate('users.form.inactiveRegion')})`,
      })),
    [regions.data, translate],
  );
  return (
    <Box>
      <CheckField name="allRegions" label="users.fields.allRegions" disabled={disabled} />
      {all ? null : (
        <MultiChoiceField<string>
          name="regions"
          label="users.fields.regions"
          choices={choices}
          loading={regions.isPending}
          disabled={disabled}
        />
      )}
      {regions.error ? (
        <FormHelperText error>
          <ValidationError error="users.form.choicesError" />
        </FormHelperText>
      ) : null}
    </Box>
  );
};

/**
 * Locations of the chosen companies (an operator's locations are limited to its companies): disabled until a company is
 * chosen; a location whose company is no longer chosen leaves the selection once the choices are loaded.
 */
export const LocationsInput = ({ disabled }: { disabled?: boolean }) => {
  const { setValue, getValues } = useFormContext<UserFormValues>();
  const all = useWatch<UserFormValues, 'allCompanies'>({ name: 'allCompanies' });
  const companyIds = useWatch<UserFormValues, 'companyIds'>({ name: 'companyIds' }) ?? [];
  const locations = useLocationChoices(!!all, companyIds);
  const none = !all && companyIds.length === 0;
  const choices = useMemo(
    () =>
      none
        ? []
        : (locations.data ?? []).flatMap((c) =>
            c.locations.map((l) => ({ id: l.id, name: `${l.name} – ${c.companyName}` })),
          ),
    [locations.data, none],
  );
  useEffect(() => {
    if (!none && !locations.data) return;
    const available = new Set(choices.map((c) => c.id));
    const chosen = getValues('locationIds') ?? [];
    const kept = chosen.filter((id) => available.has(id));
    if (kept.length !== chosen.length) setValue('locationIds', kept, { shouldDirty: true });
  }, [choices, none, locations.data, getValues, setValue]);
  return (
    <MultiChoiceField<number>
      name="locationIds"
      label="users.fields.locations"
      choices={choices}
      loading={locations.isFetching}
      disabled={disabled || none}
      helperText={none ? 'users.form.chooseCompaniesFirst' : 'users.form.locationsHelp'}
    />
  );
};
