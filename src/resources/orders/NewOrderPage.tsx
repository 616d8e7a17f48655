// /orders/new: needs the order write permission (otherwise back to the root). The form comes in a later issue.
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';

export const NewOrderPage = () => {
  const translate = useTranslate();
  return (
    <SectionGuard section="orders.new">
      <Card sx={{ mt: 1 }}>
        <Title title="orders.newOrder.title" />
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('orders.newOrder.title')}
          </Typography>
          <Typography color="text.secondary">{translate('orders.newOrder.comingSoon')}</Typography>
        </CardContent>
      </Card>
    </SectionGuard>
  );
};
