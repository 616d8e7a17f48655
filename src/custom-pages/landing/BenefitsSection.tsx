// The three benefits of 90-minute delivery: higher margin, customer loyalty, fewer returns, each with a figure from the
// case study.
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import FavoriteIcon from '@mui/icons-material/Favorite';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SECTION_IDS } from './company.ts';
import { SectionHeading } from './SectionHeading.tsx';

const BENEFITS: { key: string; icon: ReactNode; color: string; tint: string }[] = [
  { key: 'margin', icon: <TrendingUpIcon />, color: '#1565c0', tint: 'rgba(21, 101, 192, 0.1)' },
  { key: 'loyalty', icon: <FavoriteIcon />, color: '#c2185b', tint: 'rgba(194, 24, 91, 0.1)' },
  { key: 'returns', icon: <AssignmentReturnIcon />, color: '#2e7d32', tint: 'rgba(46, 125, 50, 0.1)' },
];

export const BenefitsSection = () => {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      id={SECTION_IDS.benefits}
      aria-labelledby="landing-benefits"
      sx={{ py: { xs: 7, md: 10 }, scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="landing-benefits" title="landing.benefits.title" subtitle="landing.benefits.subtitle" />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
          {BENEFITS.map((benefit) => (
            <Card key={benefit.key} variant="outlined" component="article" sx={{ borderRadius: 3, height: '100%' }}>
              <CardContent
                sx={{
                  p: { xs: 3, md: 4 },
                  display: 'flex',
                  flexDirection: 'column',
                  height: '100%',
                  boxSizing: 'border-box',
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 52,
                    height: 52,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: benefit.tint,
                    color: benefit.color,
                    mb: 2.5,
                    '& svg': { fontSize: 28 },
                  }}
                >
                  {benefit.icon}
                </Box>
                <Typography variant="h3" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 1.5 }}>
                  {translate(`landing.benefits.${benefit.key}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.65, mb: 3, flex: 1 }}>
                  {translate(`landing.benefits.${benefit.key}.text`)}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 700, color: benefit.color, borderTop: 1, borderColor: 'divider', pt: 2 }}
                >
                  {translate(`landing.benefits.${benefit.key}.figure`)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
};
