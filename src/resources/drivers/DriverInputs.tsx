// The inputs of a driver, shared by the create and the edit form: the person (name, phone, e-mail), where and how it
// works (region, type, priority), its vehicle, the companies it delivers for (none chosen: every company) and, on
// create only, the driver app's first password. The rules are the shared schema's (src/domain/driverSchemas.ts).
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AutocompleteArrayInput, BooleanInput, PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DRIVER_CAR_FIELD_MAX, DRIVER_NAME_MAX } from '../../domain/driverSchemas.ts';
import { DRIVER_TYPES, VEHICLE_TYPES } from '../../domain/enums.ts';
import { PHONE_MAX_LENGTH } from '../../domain/schemas.ts';
import { useActiveCompaniesQuery, useRegionsQuery } from '../shared/choiceQueries.ts';

const f = (name: string) => `drivers.fields.${name}`;

const Section = ({ titleKey, children }: { titleKey: string; children: ReactNode }) => {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ width: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const Row = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: { sm: 2 },
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    }}
  >
    {children}
  </Box>
);

export const DriverInputs = ({ isNew }: { isNew: boolean }) => {
  const translate = useTranslate();
  const regions = useRegionsQuery().data ?? [];
  const companies = useActiveCompaniesQuery().data ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 1100 }}>
      <Section titleKey="drivers.sections.person">
        <Row>
          <TextInput
            source="firstName"
            label={f('firstName')}
            isRequired
            slotProps={{ htmlInput: { maxLength: DRIVER_NAME_MAX } }}
          />
          <TextInput
            source="lastName"
            label={f('lastName')}
            isRequired
            slotProps={{ htmlInput: { maxLength: DRIVER_NAME_MAX } }}
          />
        </Row>
        <Row>
          <TextInput
            source="phone"
            label={f('phone')}
            isRequired
            helperText="drivers.helper.phone"
            slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }}
          />
          <TextInput source="email" label={f('email')} isRequired type="email" helperText="drivers.helper.email" />
          {isNew ? (
            <PasswordInput source="password" label={f('password')} isRequired helperText="drivers.helper.password" />
          ) : null}
        </Row>
      </Section>

      <Section titleKey="drivers.sections.work">
        <Row>
          <SelectInput
            source="region"
            label={f('region')}
            choices={regions.map((r) => ({ id: r.name, name: r.name }))}
            isRequired
            emptyText=""
          />
          <SelectInput
            source="type"
            label={f('type')}
            choices={DRIVER_TYPES.map((t) => ({ id: t, name: `drivers.type.${t}` }))}
            isRequired
          />
        </Row>
        <BooleanInput source="priorityDriver" label={f('priorityDriver')} helperText="drivers.helper.priorityDriver" />
        <AutocompleteArrayInput
          source="allowedCompanyIds"
          label={f('allowedCompanies')}
          choices={companies.map((c) => ({ id: c.id, name: c.name }))}
          helperText={translate('drivers.helper.allowedCompanies')}
          fullWidth
        />
      </Section>

      <Section titleKey="drivers.sections.vehicle">
        <Row>
          <SelectInput
            source="vehicleType"
            label={f('vehicle')}
            choices={VEHICLE_TYPES.map((v) => ({ id: v, name: `drivers.vehicle.${v}` }))}
            isRequired
          />
          <TextInput
            source="car.registrationPlate"
            label={f('registrationPlate')}
            helperText={false}
            slotProps={{ htmlInput: { maxLength: DRIVER_CAR_FIELD_MAX.registrationPlate } }}
          />
          <TextInput
            source="car.model"
            label={f('model')}
            helperText={false}
            slotProps={{ htmlInput: { maxLength: DRIVER_CAR_FIELD_MAX.model } }}
          />
          <TextInput
            source="car.color"
            label={f('color')}
            helperText={false}
            slotProps={{ htmlInput: { maxLength: DRIVER_CAR_FIELD_MAX.color } }}
          />
        </Row>
      </Section>
    </Box>
  );
};
