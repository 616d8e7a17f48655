// A titled section of a record's page: an outlined card named by its title, the title as the card's header (a level-2
// heading) and the content close under it.
import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

/** `title`: already translated. */
export const SectionCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);
