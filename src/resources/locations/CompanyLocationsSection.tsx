// The locations section of the company page (/companies/company/{id}): the company's locations with add and edit in a
// dialog, with no limit on their number. The "Zip codes" link shows for users with the zip-code page.
import { Card, CardContent, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePermissionsFlags } from './usePermissionFlags.ts';
import { LocationsList } from './LocationsList.tsx';

export interface CompanyLocationsSectionProps {
  companyId: number;
}

export const CompanyLocationsSection = ({ companyId }: CompanyLocationsSectionProps) => {
  const translate = useTranslate();
  const flags = usePermissionsFlags();
  return (
    <Card variant="outlined" component="section" aria-label={translate('locations.sectionTitle')}>
      <CardHeader title={translate('locations.sectionTitle')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        <LocationsList companyId={companyId} showZipCodesLink={flags.zipCodes} />
      </CardContent>
    </Card>
  );
};
