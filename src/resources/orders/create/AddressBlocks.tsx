// The pickup point and receiver blocks: typed addresses, or a saved location of the company that fills the address and
// locks it until "Edit manually". The receiver gets the saved locations too when a product in the cart asks for it
// (showLocationsSelectForReceiverOnOrderForm). A saved location no active region covers is marked "Outside our delivery
// area" in the select.
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Button, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import type { FormLocation } from '../../../../domain/orderCreateApi.ts';
import { isOutsideCoverage, OutsideCoverageChip } from '../../locations/OutsideCoverageChip.tsx';
import { GroupError } from './FormSection.tsx';
import { useOrderFormContext } from './OrderFormContext.tsx';
import type { OrderFormValues } from './orderFormValues.ts';

const NONE = '';

/** How each block's fields are named in the form (the payload's names). */
const BLOCKS = {
  pickupPoint: {
    locationId: 'pickupPoint.locationId',
    name: 'pickupPoint.name',
    street: 'pickupPoint.street',
    city: 'pickupPoint.city',
    zipCode: 'pickupPoint.zipCode',
    phone: 'pickupPoint.phone',
  },
  receiver: {
    locationId: 'receiverLocationId',
    name: 'clientName',
    street: 'clientStreet',
    city: 'clientCity',
    zipCode: 'clientZipCode',
    phone: 'clientPhone',
  },
} as const;

type BlockName = keyof typeof BLOCKS;

const LocationSelect = ({ block, locations }: { block: BlockName; locations: FormLocation[] }) => {
  const translate = useTranslate();
  const { setValue, clearErrors } = useFormContext<OrderFormValues>();
  const { defaultLocationId } = useOrderFormContext();
  const names = BLOCKS[block];
  const locationId = useWatch<OrderFormValues>({ name: names.locationId }) as number | null;
  const choose = (value: string) => {
    const location = locations.find((l) => String(l.id) === value);
    const opts = { shouldDirty: true } as const;
    setValue(names.locationId, location ? location.id : null, opts);
    if (!location) return;
    setValue(names.name, location.name, opts);
    setValue(names.street, location.street, opts);
    setValue(names.city, location.city, opts);
    setValue(names.zipCode, location.zipCode, opts);
    setValue(names.phone, location.phone ?? '', opts);
    if (block === 'pickupPoint') setValue('pickupPoint.notes', location.defaultNote ?? '', opts);
    clearErrors([names.name, names.street, names.city, names.zipCode, names.phone]);
  };
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={translate('orderForm.address.location')}
      value={locationId === null || locationId === undefined ? NONE : String(locationId)}
      onChange={(event) => choose(event.target.value)}
      sx={{ mb: 1 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      <MenuItem value={NONE}>
        <em>{translate('orderForm.address.locationNone')}</em>
      </MenuItem>
      {locations.map((location) => (
        <MenuItem key={location.id} value={String(location.id)} sx={{ gap: 1, flexWrap: 'wrap' }}>
          <span>
            {location.name} · {location.street}, {location.zipCode} {location.city}
            {location.id === defaultLocationId ? ` (${translate('orderForm.address.defaultLocation')})` : ''}
          </span>
          {isOutsideCoverage(location) && <OutsideCoverageChip zipCode={location.zipCode} />}
        </MenuItem>
      ))}
    </TextField>
  );
};

const LockedNotice = ({ block, locations }: { block: BlockName; locations: FormLocation[] }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext<OrderFormValues>();
  const names = BLOCKS[block];
  const locationId = useWatch<OrderFormValues>({ name: names.locationId }) as number | null;
  const location = locations.find((l) => l.id === locationId);
  if (!location) return null;
  return (
    <Alert
      severity="info"
      icon={<LockIcon fontSize="small" />}
      sx={{ mb: 1, py: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<EditIcon />}
          onClick={() => setValue(names.locationId, null, { shouldDirty: true })}
        >
          {translate('orderForm.address.editManually')}
        </Button>
      }
    >
      {translate('orderForm.address.locationLocked', { name: location.name })}
    </Alert>
  );
};

const AddressFields = ({ block, locked }: { block: BlockName; locked: boolean }) => {
  const names = BLOCKS[block];
  const lockProps = { readOnly: locked };
  return (
    <Grid container spacing={1}>
      <Grid size={12}>
        <TextInput
          source={names.name}
          label={block === 'receiver' ? 'orderForm.address.receiverName' : 'orderForm.address.name'}
          fullWidth
          isRequired
          readOnly={locked}
          slotProps={{ htmlInput: { ...lockProps, autoComplete: 'off' } }}
        />
      </Grid>
      <Grid size={12}>
        <TextInput
          source={names.street}
          label="orderForm.address.street"
          fullWidth
          isRequired
          readOnly={locked}
          slotProps={{ htmlInput: lockProps }}
        />
      </Grid>
      {/* Five twelfths: "Kod pocztowy *" fits whole at a laptop's width (at four it read "Kod poczto…"). */}
      <Grid size={5}>
        <TextInput
          source={names.zipCode}
          label="orderForm.address.zipCode"
          placeholder="00-000"
          fullWidth
          isRequired
          readOnly={locked}
          slotProps={{ htmlInput: { ...lockProps, inputMode: 'numeric', maxLength: 6 } }}
        />
      </Grid>
      <Grid size={7}>
        <TextInput
          source={names.city}
          label="orderForm.address.city"
          fullWidth
          isRequired
          readOnly={locked}
          slotProps={{ htmlInput: lockProps }}
        />
      </Grid>
      <Grid size={12}>
        <TextInput
          source={names.phone}
          label="orderForm.address.phone"
          helperText="orderForm.address.phoneHelper"
          fullWidth
          isRequired={block === 'receiver'}
          readOnly={locked}
          slotProps={{ htmlInput: { ...lockProps, inputMode: 'tel' } }}
        />
      </Grid>
    </Grid>
  );
};

export const PickupPointBlock = () => {
  const translate = useTranslate();
  const { options } = useOrderFormContext();
  const locationId = useWatch<OrderFormValues, 'pickupPoint.locationId'>({ name: 'pickupPoint.locationId' });
  return (
    <Stack>
      <GroupError path="pickupPoint.root" text={translate('orderForm.address.pickupRequired')} />
      {options.locations.length > 0 && <LocationSelect block="pickupPoint" locations={options.locations} />}
      <LockedNotice block="pickupPoint" locations={options.locations} />
      <AddressFields block="pickupPoint" locked={locationId !== null && locationId !== undefined} />
      <TextInput source="pickupPoint.notes" label="orderForm.address.notes" fullWidth multiline />
    </Stack>
  );
};

export const ReceiverBlock = ({ offerLocations }: { offerLocations: boolean }) => {
  const { options } = useOrderFormContext();
  const locationId = useWatch<OrderFormValues, 'receiverLocationId'>({ name: 'receiverLocationId' });
  const withLocations = offerLocations && options.locations.length > 0;
  return (
    <Stack>
      {withLocations && <LocationSelect block="receiver" locations={options.locations} />}
      {withLocations && <LockedNotice block="receiver" locations={options.locations} />}
      <AddressFields block="receiver" locked={withLocations && locationId !== null && locationId !== undefined} />
    </Stack>
  );
};
