// The left filter column of the users page: company, account type, active or inactive.
import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ASSIGNABLE_ACCOUNT_TYPES } from '../../../domain/operatorSchemas.ts';
import type { CompanyOption } from '../../../domain/api.ts';
import { EMPTY_USER_FILTER, isFiltered, type UserFilter } from './userFilters.ts';

export interface UserFilterColumnProps {
  filter: UserFilter;
  companies: CompanyOption[];
  onChange: (filter: UserFilter) => void;
}

export const UserFilterColumn = ({ filter, companies, onChange }: UserFilterColumnProps) => {
  const translate = useTranslate();
  const all = translate('users.filters.all');
  return (
    <Card
      variant="outlined"
      component="aside"
      aria-label={translate('users.filters.title')}
      sx={{ width: { xs: '100%', lg: 180 }, flexShrink: 0 }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <FilterListIcon fontSize="small" color="action" />
          <Typography variant="subtitle2" component="h2">
            {translate('users.filters.title')}
          </Typography>
        </Stack>
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={translate('users.filters.company')}
            value={filter.companyId === '' ? '' : String(filter.companyId)}
            onChange={(event) =>
              onChange({ ...filter, companyId: event.target.value === '' ? '' : Number(event.target.value) })
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{all}</MenuItem>
            {companies.map((company) => (
              <MenuItem key={company.id} value={String(company.id)}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('users.filters.accountType')}
            value={filter.accountType}
            onChange={(event) => onChange({ ...filter, accountType: event.target.value as UserFilter['accountType'] })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{all}</MenuItem>
            {ASSIGNABLE_ACCOUNT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`users.accountTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('users.filters.status')}
            value={filter.status}
            onChange={(event) => onChange({ ...filter, status: event.target.value as UserFilter['status'] })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{all}</MenuItem>
            <MenuItem value="active">{translate('users.status.active')}</MenuItem>
            <MenuItem value="inactive">{translate('users.status.inactive')}</MenuItem>
          </TextField>
          <Button size="small" disabled={!isFiltered(filter)} onClick={() => onChange(EMPTY_USER_FILTER)}>
            {translate('users.filters.clear')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
