// /settings/product (a settings sub-route): the company's default package size, used by the order form when the
// dimensions do not decide it. Saved with POST /auth/select-product (the registration step keeps its date).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { useMe } from '../../authProvider/useMe.ts';
import { TOAST_MS } from '../../../domain/constants.ts';
import type { PackageSize } from '../../../domain/enums.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { PackageSizeChoice } from '../../forms/PackageSizeChoice.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { LoadError } from '../../layout/LoadError.tsx';
import { SETTINGS_PATH } from './paths.ts';
import { useMyCompany, useSetMyCompany } from './useMyCompany.ts';

const ProductForm = ({ current }: { current: PackageSize }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('account');
  const setCompany = useSetMyCompany();
  const [size, setSize] = useState<PackageSize>(current);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      setCompany(await api.selectProduct({ defaultPackageSize: size }));
      notify('settings.product.saved', { type: 'success', autoHideDuration: TOAST_MS });
    } catch (error) {
      console.error('Default package size update failed', error);
      notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PackageSizeChoice
        labelId="default-package-size"
        labelKey="settings.product.packageSize"
        value={size}
        onChange={setSize}
      />
      <Box sx={{ mt: 2 }}>
        <SubmitButton type="button" onClick={() => void save()} pending={saving} disabled={size === current}>
          {translate('settings.product.save')}
        </SubmitButton>
      </Box>
    </>
  );
};

export const SettingsProductPage = () => {
  const translate = useTranslate();
  const { data: me } = useMe();
  const client = me?.user.kind === 'client';
  const company = useMyCompany(client);
  // Operators have no company of their own.
  if (me && !client) return <Navigate to={SETTINGS_PATH} replace />;
  return (
    <Card sx={{ mt: 1, maxWidth: 720 }}>
      <Title title="settings.product.title" />
      <CardContent>
        <Button component={Link} to={SETTINGS_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {translate('settings.title')}
        </Button>
        <Typography variant="h6" component="h1">
          {translate('settings.product.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('settings.product.intro')}
        </Typography>
        {company.isPending ? (
          <CircularProgress aria-hidden={false} aria-label={translate('app.loading')} />
        ) : company.isError ? (
          <LoadError messageKey="settings.companyData.loadError" onRefresh={() => void company.refetch()} />
        ) : (
          <ProductForm key={company.data.defaultPackageSize} current={company.data.defaultPackageSize} />
        )}
      </CardContent>
    </Card>
  );
};
