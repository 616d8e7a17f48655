// The body of a list's expanded row: a named region on a tinted ground, its sections (titled label/value lists) side
// by side in three columns on a wide screen, one under the other on a narrow one.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** `label`: the region's name, already translated. */
export const ExpandPanel = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    role="region"
    aria-label={label}
    sx={{
      px: 3,
      py: 2,
      bgcolor: 'action.hover',
      display: 'grid',
      columnGap: 3,
      rowGap: 2,
      gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
    }}
  >
    {children}
  </Box>
);
