// register/selectProduct: "Account created!" with the support message, "Select delivery option" and two cards:
// E-product Pickup (chosen; package size S/M/L, default M) and SIMPLE Delivery (contact us: the mail button also passes
// the request to the sales team as a lead, POST /@me/simple-delivery-request). POST /auth/select-product, then the
// pickup points step; any error shows the unknown-registration notification.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { useReloadSession } from '../../authProvider/useReloadSession.ts';
import { SALES_EMAIL, SUPPORT_EMAIL, TOAST_MS } from '../../../domain/constants.ts';
import type { PackageSize } from '../../../domain/enums.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { PackageSizeChoice } from '../../forms/PackageSizeChoice.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { ADD_LOCATIONS_PATH } from './paths.ts';
import { RegistrationFrame } from './RegistrationFrame.tsx';

type Status = 'not_started' | 'pending' | 'error' | 'success';

export const SelectProductPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useAppApi('account');
  const reloadSession = useReloadSession();
  const [size, setSize] = useState<PackageSize>('M');
  const [status, setStatus] = useState<Status>('not_started');
  const [simpleRequested, setSimpleRequested] = useState(false);

  /** The mail opens as before; the request also reaches the sales team's list, whatever the mail client does. */
  const requestSimple = () => {
    api.simpleDeliveryRequest().then(
      () => setSimpleRequested(true),
      (error: unknown) => console.error('SIMPLE Delivery request failed', error),
    );
  };

  const submit = async () => {
    setStatus('pending');
    try {
      await api.selectProduct({ defaultPackageSize: size });
      await reloadSession();
      setStatus('success');
      navigate(ADD_LOCATIONS_PATH);
    } catch (error) {
      console.error('Product selection failed', error);
      setStatus('error');
      notify('register.unknownError', {
        type: 'error',
        autoHideDuration: TOAST_MS,
        messageArgs: { email: SUPPORT_EMAIL },
      });
    }
  };

  return (
    <RegistrationFrame step={0}>
      <Alert severity="success" icon={<CheckCircleIcon />} sx={{ mb: 3 }}>
        <Typography sx={{ fontWeight: 600 }}>{translate('register.accountCreated')}</Typography>
        {translate('register.selectProduct.support', { email: SUPPORT_EMAIL })}
      </Alert>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('register.selectProduct.title')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card
            variant="outlined"
            sx={{ height: '100%', borderColor: 'primary.main', borderWidth: 2 }}
            aria-current="true"
          >
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <StorefrontIcon color="primary" />
                <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                  {translate('register.selectProduct.pickup.title')}
                </Typography>
                <CheckCircleIcon color="primary" titleAccess={translate('register.selectProduct.selected')} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('register.selectProduct.pickup.description')}
              </Typography>
              <PackageSizeChoice
                labelId="package-size-label"
                labelKey="register.selectProduct.packageSize"
                value={size}
                onChange={setSize}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <TwoWheelerIcon color="action" />
                <Typography variant="h6" component="h2">
                  {translate('register.selectProduct.simple.title')}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('register.selectProduct.simple.description')}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<MailOutlineIcon />}
                href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent(translate('register.selectProduct.simple.mailSubject'))}`}
                onClick={requestSimple}
              >
                {translate('register.selectProduct.simple.contact')}
              </Button>
              {simpleRequested ? (
                <Alert severity="info" sx={{ mt: 2 }} role="status">
                  {translate('register.selectProduct.simple.requested')}
                </Alert>
              ) : null}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <SubmitButton type="button" size="large" onClick={() => void submit()} pending={status === 'pending'}>
          {translate('register.selectProduct.submit')}
        </SubmitButton>
      </Box>
    </RegistrationFrame>
  );
};
