// The inputs of a warehouse, shared by the create and the edit form: its owner (the name the pickers show), its company
// and its region. The rules are the shared schema's (src/domain/warehouseSchemas.ts).
import { Box, Card, CardContent } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { WAREHOUSE_OWNER_MAX } from '../../domain/warehouseSchemas.ts';
import { useActiveCompaniesQuery, useRegionsQuery } from '../shared/choiceQueries.ts';

const f = (name: string) => `warehouses.fields.${name}`;

/** current: the warehouse's own company, offered even when it is not among the active companies. */
export const WarehouseInputs = ({ current }: { current?: { id: number; name: string } }) => {
  const translate = useTranslate();
  const regions = useRegionsQuery().data ?? [];
  const companies = useActiveCompaniesQuery().data ?? [];
  const companyChoices = companies.map((c) => ({ id: c.id, name: c.name }));
  if (current && !companyChoices.some((c) => c.id === current.id)) companyChoices.unshift(current);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={translate('warehouses.page.title')}
      sx={{ width: '100%', maxWidth: 720 }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <TextInput
            source="owner"
            label={f('owner')}
            isRequired
            helperText="warehouses.helper.owner"
            slotProps={{ htmlInput: { maxLength: WAREHOUSE_OWNER_MAX } }}
          />
          <SelectInput
            source="companyId"
            label={f('company')}
            choices={companyChoices}
            isRequired
            emptyText=""
            helperText="warehouses.helper.company"
          />
          <SelectInput
            source="region"
            label={f('region')}
            choices={regions.map((r) => ({ id: r.name, name: r.name }))}
            isRequired
            emptyText=""
          />
        </Box>
      </CardContent>
    </Card>
  );
};
