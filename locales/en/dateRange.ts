// English messages of the dateRange area (merged into locales/en.ts under the key `dateRange`).
export const dateRangeEn = {
  label: 'Date range',
  dialog: 'Choose a date range',
  presets: 'Quick ranges',
  today: 'Today',
  yesterday: 'Yesterday',
  selection: '%{range} · %{days}',
  days: '%{smart_count} day |||| %{smart_count} days',
  pickEnd: 'Pick the last day, or apply this one day',
  exceeded: 'Exceeded date range: %{days} days selected, at most %{max} allowed',
  apply: 'Apply',
  cancel: 'Cancel',
};
