// A company whose catalogue offers nothing to order (no product, or every one hidden from the form) gets no form and
// no submit button: a client reads why and whom to write to (the service's customer service, SUPPORT_EMAIL); a client
// still waiting for activation reads that its products come with the activation; an operator reads that the company
// needs a product in the back office.
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import { Alert, AlertTitle, Button, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SUPPORT_EMAIL } from '../../../../domain/constants.ts';
import type { OrderFormOptions } from '../../../../domain/orderCreateApi.ts';

/** The products the form may offer: active ones (the server's list) not hidden from the order form. */
export const orderableProducts = (options: Pick<OrderFormOptions, 'products'>) =>
  options.products.filter((p) => !p.productSettings.hideOnOrderForm);

export type NothingToOrderAudience = 'client' | 'clientNotActivated' | 'operator';

export const NothingToOrder = ({
  audience,
  companyName,
}: {
  audience: NothingToOrderAudience;
  companyName: string;
}) => {
  const translate = useTranslate();
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(translate('orderForm.nothingToOrder.mailSubject', { company: companyName }))}`;
  return (
    <Alert
      severity={audience === 'clientNotActivated' ? 'info' : 'warning'}
      aria-labelledby="nothing-to-order-title"
      action={
        audience === 'client' ? (
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            href={mailto}
            startIcon={<MailOutlineIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {translate('orderForm.nothingToOrder.write')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle id="nothing-to-order-title">{translate('orderForm.nothingToOrder.title')}</AlertTitle>
      <Typography variant="body2">
        {translate(`orderForm.nothingToOrder.why.${audience}`, { company: companyName })}
      </Typography>
      {audience === 'client' && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('orderForm.nothingToOrder.contact')} <Link href={mailto}>{SUPPORT_EMAIL}</Link>
        </Typography>
      )}
    </Alert>
  );
};
