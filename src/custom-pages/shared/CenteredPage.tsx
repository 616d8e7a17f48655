// The frame of pages outside the shell (login, registration steps, public placeholders): a centred card
// with the product logo and the language menu.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { AppLogo } from '../../layout/AppLogo.tsx';

export interface CenteredPageProps {
  titleKey: string;
  children: ReactNode;
  maxWidth?: number;
}

export const CenteredPage = ({ titleKey, children, maxWidth = 420 }: CenteredPageProps) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Box sx={{ color: 'primary.main', mb: 2 }}>
        <AppLogo height={40} />
      </Box>
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(titleKey)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
