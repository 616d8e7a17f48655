// The parts of a record's form page: a titled section (an outlined card, named by its title for assistive
// technologies) and a row of inputs (one column on a phone, two on a tablet, three on a wide screen).
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** `titleKey`: the section's title (a message key); `hideTitle` keeps it as the section's name only. */
export const FormSection = ({
  titleKey,
  hideTitle = false,
  maxWidth,
  children,
}: {
  titleKey: string;
  hideTitle?: boolean;
  maxWidth?: number;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ width: '100%', maxWidth }}>
      <CardContent>
        {hideTitle ? null : (
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
};

export const FormRow = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: { sm: 2 },
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    }}
  >
    {children}
  </Box>
);
