// The card a form stands in among others on a page (a section of the company page, a column of the users page): an
// outlined <section> named by its title, the title as the page's h2, an optional avatar and action in the header.
import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

export interface FormCardProps {
  /** The translated title: the header's text and the section's accessible name. */
  title: string;
  avatar?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

export const FormCard = ({ title, avatar, action, children }: FormCardProps) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardHeader
      title={title}
      avatar={avatar}
      action={action}
      slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      sx={{ pb: 0 }}
    />
    <CardContent>{children}</CardContent>
  </Card>
);
