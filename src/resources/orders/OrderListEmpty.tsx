// The order list's empty state: no order matches the filters.
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** No order matches the filters. */
export const OrderListEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography>{translate('orders.list.empty')}</Typography>
    </Box>
  );
};
