// A read view's label/value pairs in two columns (a definition list): the company page's sections, the client's
// company data after activation and the NIP question. Labels come translated; values are shown as given.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const LabelledValues = ({ rows }: { rows: [label: string, value: ReactNode][] }) => (
  <Box
    component="dl"
    sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', columnGap: 2, rowGap: 0.75 }}
  >
    {rows.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);
