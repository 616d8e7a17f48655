// The inputs of a driver, shared by the create and the edit form: the person (name, phone, e-mail), where and how it
// works (region, type, priority), its vehicle, the companies it delivers for (none chosen: every company) and, on
// create only, the driver app's first password. The rules are the shared schema's (domain/driverSchemas.ts).
import { Box } from '@mui/material';
import { AutocompleteArrayInput, BooleanInput, PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DRIVER_CAR_FIELD_MAX, DRIVER_NAME_MAX } from '../../../domain/driverSchemas.ts';
import { DRIVER_TYPES, VEHICLE_TYPES } from '../../../domain/enums.ts';
import { PHONE_MAX_LENGTH } from '../../../domain/schemas.ts';
import { FormRow, FormSection } from '../../forms/FormSection.tsx';
import { LimitedTextInput } from '../../forms/LimitedTextInput.tsx';
import { RegionInput } from '../../forms/RegionInput.tsx';
import { useActiveCompaniesQuery } from '../shared/choiceQueries.ts';

const f = (name: string) => `drivers.fields.${name}`;

export const DriverInputs = ({ isNew }: { isNew: boolean }) => {
  const translate = useTranslate();
  const companies = useActiveCompaniesQuery().data ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 1100 }}>
      <FormSection titleKey="drivers.sections.person">
        <FormRow>
          <LimitedTextInput source="firstName" label={f('firstName')} isRequired maxLength={DRIVER_NAME_MAX} />
          <LimitedTextInput source="lastName" label={f('lastName')} isRequired maxLength={DRIVER_NAME_MAX} />
        </FormRow>
        <FormRow>
          <LimitedTextInput
            source="phone"
            label={f('phone')}
            isRequired
            helperText="drivers.helper.phone"
            maxLength={PHONE_MAX_LENGTH}
          />
          <TextInput source="email" label={f('email')} isRequired type="email" helperText="drivers.helper.email" />
          {isNew ? (
            <PasswordInput source="password" label={f('password')} isRequired helperText="drivers.helper.password" />
          ) : null}
        </FormRow>
      </FormSection>

      <FormSection titleKey="drivers.sections.work">
        <FormRow>
          <RegionInput label={f('region')} />
          <SelectInput
            source="type"
            label={f('type')}
            choices={DRIVER_TYPES.map((t) => ({ id: t, name: `drivers.type.${t}` }))}
            isRequired
          />
        </FormRow>
        <BooleanInput source="priorityDriver" label={f('priorityDriver')} helperText="drivers.helper.priorityDriver" />
        <AutocompleteArrayInput
          source="allowedCompanyIds"
          label={f('allowedCompanies')}
          choices={companies.map((c) => ({ id: c.id, name: c.name }))}
          helperText={translate('drivers.helper.allowedCompanies')}
          fullWidth
        />
      </FormSection>

      <FormSection titleKey="drivers.sections.vehicle">
        <FormRow>
          <SelectInput
            source="vehicleType"
            label={f('vehicle')}
            choices={VEHICLE_TYPES.map((v) => ({ id: v, name: `drivers.vehicle.${v}` }))}
            isRequired
          />
          <LimitedTextInput
            source="car.registrationPlate"
            label={f('registrationPlate')}
            helperText={false}
            maxLength={DRIVER_CAR_FIELD_MAX.registrationPlate}
          />
          <LimitedTextInput
            source="car.model"
            label={f('model')}
            helperText={false}
            maxLength={DRIVER_CAR_FIELD_MAX.model}
          />
          <LimitedTextInput
            source="car.color"
            label={f('color')}
            helperText={false}
            maxLength={DRIVER_CAR_FIELD_MAX.color}
          />
        </FormRow>
      </FormSection>
    </Box>
  );
};
