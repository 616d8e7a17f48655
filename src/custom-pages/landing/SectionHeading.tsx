// The heading of a landing page section: a title and a line under it, centred.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const SectionHeading = ({
  id,
  title,
  subtitle,
  dark = false,
}: {
  id: string;
  title: string;
  subtitle?: string;
  dark?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      <Typography
        id={id}
        variant="h2"
        sx={{
          fontSize: { xs: '1.75rem', md: '2.25rem' },
          fontWeight: 800,
          letterSpacing: '-0.01em',
          mb: subtitle ? 1.5 : 0,
          textWrap: 'balance',
        }}
      >
        {translate(title)}
      </Typography>
      {subtitle && (
        <Typography
          sx={{
            fontSize: { xs: '1rem', md: '1.1rem' },
            color: dark ? 'rgba(255,255,255,0.75)' : 'text.secondary',
            lineHeight: 1.6,
          }}
        >
          {translate(subtitle)}
        </Typography>
      )}
    </Box>
  );
};
