// The date range of a report: From and To days (one Day field when the report takes a single day), the presets Today,
// Yesterday, LastWeek and LastMonth (a preset longer than the report allows is disabled), the report's maximum span,
// and the message of a range too long, reversed or incomplete.
import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  exceedsReportSpan,
  REPORT_DATE_PRESETS,
  REPORT_DEFINITIONS,
  reportPresetOf,
  reportPresetRange,
  reportRangeError,
  type ReportDay,
  type ReportDayRange,
  type ReportType,
} from '../../../domain/reportSchemas.ts';

export interface ReportDateRangeProps {
  type: ReportType;
  range: ReportDayRange;
  today: ReportDay;
  disabled: boolean;
  onChange(range: ReportDayRange): void;
}

export const ReportDateRange = ({ type, range, today, disabled, onChange }: ReportDateRangeProps) => {
  const translate = useTranslate();
  const max = REPORT_DEFINITIONS[type].maxSpanDays ?? 0;
  const error = reportRangeError(type, range);
  const message =
    error === 'tooLong'
      ? translate('reports.validation.rangeTooLong', { smart_count: max })
      : error === 'reversed'
        ? translate('reports.validation.reversed')
        : error === 'required'
          ? translate('reports.validation.required')
          : translate('reports.span', { smart_count: max });
  const preset = reportPresetOf(range, today);
  const dayInput = { max: today };

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={preset ?? null}
        aria-label={translate('reports.presets.label')}
        onChange={(_event, value: (typeof REPORT_DATE_PRESETS)[number] | null) => {
          if (value) onChange(reportPresetRange(value, today));
        }}
        disabled={disabled}
      >
        {REPORT_DATE_PRESETS.map((p) => (
          <ToggleButton key={p} value={p} disabled={disabled || exceedsReportSpan(type, reportPresetRange(p, today))}>
            {translate(`reports.presets.${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {max === 1 ? (
        <TextField
          type="date"
          label={translate('reports.filters.day')}
          value={range.from}
          onChange={(event) => onChange({ from: event.target.value, to: event.target.value })}
          disabled={disabled}
          error={error !== null}
          helperText={message}
          slotProps={{ htmlInput: dayInput, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 220 }}
        />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            type="date"
            label={translate('reports.filters.dateFrom')}
            value={range.from}
            onChange={(event) => onChange({ from: event.target.value, to: range.to })}
            disabled={disabled}
            error={error === 'required' && !range.from}
            slotProps={{ htmlInput: dayInput, inputLabel: { shrink: true } }}
            sx={{ width: 200 }}
          />
          <TextField
            type="date"
            label={translate('reports.filters.dateTo')}
            value={range.to}
            onChange={(event) => onChange({ from: range.from, to: event.target.value })}
            disabled={disabled}
            error={error !== null}
            helperText={message}
            slotProps={{ htmlInput: dayInput, inputLabel: { shrink: true } }}
            sx={{ width: 260 }}
          />
        </Stack>
      )}
    </Stack>
  );
};
