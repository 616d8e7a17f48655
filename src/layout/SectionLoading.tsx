// The loading state of a section inside a page (a card's list, a tab's table): a small spinner, centred, announced
// to screen readers as "Loading".
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export const SectionLoading = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }} role="status" aria-label={translate('app.loading')}>
      <CircularProgress size={24} />
    </Box>
  );
};
