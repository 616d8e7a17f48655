// The create form's time-range rows: add and remove; each row has from and to (HH:mm) and its own multiplier. A row is
// valid only with from, to and a multiplier and from earlier than to, and then shows a green border; only valid rows
// are sent.
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  emptyTimeRangeRow,
  isValidTimeRangeRow,
  MULTIPLIER_MIN,
  MULTIPLIER_STEP,
  parseNumber,
  type MultiplierFormValues,
  type TimeRangeRow,
} from '../../../domain/multiplierSchemas.ts';

const TimeRangeRowFields = ({ index, onRemove }: { index: number; onRemove(): void }) => {
  const translate = useTranslate();
  const row = useWatch<MultiplierFormValues, `timeRanges.${number}`>({ name: `timeRanges.${index}` }) as
    TimeRangeRow | undefined;
  const valid = !!row && isValidTimeRangeRow(row);
  return (
    <Box
      data-testid="time-range-row"
      data-valid={valid ? 'true' : 'false'}
      sx={{ border: 2, borderColor: valid ? 'success.main' : 'divider', borderRadius: 1, p: 1, pt: 1.5 }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          columnGap: 1,
          alignItems: 'start',
        }}
      >
        <TextInput
          source={`timeRanges.${index}.from`}
          label="multipliers.form.from"
          type="time"
          helperText={false}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextInput
          source={`timeRanges.${index}.to`}
          label="multipliers.form.to"
          type="time"
          helperText={false}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextInput
          source={`timeRanges.${index}.multiplier`}
          label="multipliers.form.rangeMultiplier"
          type="number"
          parse={parseNumber}
          helperText={false}
          fullWidth
          slotProps={{ htmlInput: { step: MULTIPLIER_STEP, min: MULTIPLIER_MIN } }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', pt: 1.5 }}>
          {valid ? (
            <CheckCircleIcon color="success" fontSize="small" titleAccess={translate('multipliers.form.rowValid')} />
          ) : null}
          <Tooltip title={translate('multipliers.form.removeRange')}>
            <IconButton aria-label={translate('multipliers.form.removeRange')} onClick={onRemove} size="small">
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Box>
    </Box>
  );
};

export const TimeRangeRows = () => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray<MultiplierFormValues, 'timeRanges'>({ name: 'timeRanges' });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('multipliers.form.timeRanges')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('multipliers.form.timeRangesHelp')}
      </Typography>
      {fields.map((field, index) => (
        <TimeRangeRowFields key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => append(emptyTimeRangeRow())}>
          {translate('multipliers.form.addRange')}
        </Button>
      </Box>
    </Stack>
  );
};
