// The inputs of a warehouse, shared by the create and the edit form: its owner (the name the pickers show; the forms
// kit's LimitedTextInput: a counter shows its maximum, and a longer text is refused, never cut), its company and its
// region. The rules are the shared schema's (domain/warehouseSchemas.ts).
import { Box } from '@mui/material';
import { SelectInput } from 'react-admin';
import { WAREHOUSE_OWNER_MAX } from '../../../domain/warehouseSchemas.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { LimitedTextInput } from '../../forms/LimitedTextInput.tsx';
import { RegionInput } from '../../forms/RegionInput.tsx';
import { useActiveCompaniesQuery } from '../shared/choiceQueries.ts';

const f = (name: string) => `warehouses.fields.${name}`;

/** current: the warehouse's own company, offered even when it is not among the active companies. */
export const WarehouseInputs = ({ current }: { current?: { id: number; name: string } }) => {
  const companies = useActiveCompaniesQuery().data ?? [];
  const companyChoices = companies.map((c) => ({ id: c.id, name: c.name }));
  if (current && !companyChoices.some((c) => c.id === current.id)) companyChoices.unshift(current);
  return (
    <FormSection titleKey="warehouses.page.title" hideTitle maxWidth={720}>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <LimitedTextInput
          source="owner"
          label={f('owner')}
          isRequired
          helperText="warehouses.helper.owner"
          maxLength={WAREHOUSE_OWNER_MAX}
        />
        <SelectInput
          source="companyId"
          label={f('company')}
          choices={companyChoices}
          isRequired
          emptyText=""
          helperText="warehouses.helper.company"
        />
        <RegionInput label={f('region')} />
      </Box>
    </FormSection>
  );
};
