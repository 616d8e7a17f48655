// Building blocks of the expanded row: titled sections holding label/value pairs; empty values are not shown.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const Section = ({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) => (
  <Box component="section" sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
    <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 2 }}>
      {title}
    </Typography>
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(110px, max-content) 1fr',
        columnGap: 1.5,
        rowGap: 0.25,
      }}
    >
      {children}
    </Box>
  </Box>
);

/** One label/value row; nothing when the value is empty. */
export const Field = ({ label, children }: { label: string; children: ReactNode }) => {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
};
