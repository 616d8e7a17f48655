// The choice of a company's default package size (S, M, L) as radio buttons under a label: the registration's product
// step and the settings' product page.
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PACKAGE_SIZES, type PackageSize } from '../../domain/enums.ts';

/** `labelId`: the label's element id (the group is named by it); `labelKey`: its text (a message key). */
export const PackageSizeChoice = ({
  labelId,
  labelKey,
  value,
  onChange,
}: {
  labelId: string;
  labelKey: string;
  value: PackageSize;
  onChange(size: PackageSize): void;
}) => {
  const translate = useTranslate();
  return (
    <FormControl>
      <FormLabel id={labelId}>{translate(labelKey)}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="defaultPackageSize"
        value={value}
        onChange={(e) => onChange(e.target.value as PackageSize)}
      >
        {PACKAGE_SIZES.map((s) => (
          <FormControlLabel
            key={s}
            value={s}
            control={<Radio />}
            label={translate(`orderForm.packageSize.sizes.${s}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
