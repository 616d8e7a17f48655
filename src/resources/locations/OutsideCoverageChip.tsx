// The mark of a pickup point no active region covers ("Outside our delivery area", its postcode in the tooltip): every
// list of pickup points shows it (the company page and /settings/locations, a location's page, the order form's pickup
// select, the registration's points), so a shop sees before ordering that drivers do not pick up there.
import WrongLocationIcon from '@mui/icons-material/WrongLocationOutlined';
import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

export const OutsideCoverageChip = ({ zipCode }: { zipCode: string }) => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('locations.outsideCoverageHint', { zipCode })}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<WrongLocationIcon />}
        label={translate('locations.outsideCoverage')}
        data-testid="outside-coverage"
      />
    </Tooltip>
  );
};

/** Whether a point is marked: only an answer that says so (covered false); an answer without the flag is not. */
export const isOutsideCoverage = (point: { covered?: boolean }): boolean => point.covered === false;
