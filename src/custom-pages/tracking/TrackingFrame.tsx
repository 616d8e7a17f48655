// The frame of the receiver's page: a header with the shop that sends the parcel (its logo and name once known, the
// product's logo before) and the language menu side by side in the page's flow, so that they never lie over each
// other on a phone; the card with the page's title below it; the delivery service's logo under the card.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { LocalesMenuButton, useLocaleState, useTranslate } from 'react-admin';
import type { TrackingShop } from '../../../domain/tracking.ts';
import { toIntlLocale } from '../../../domain/numberFormat.ts';
import { AppLogo } from '../../layout/AppLogo.tsx';

export const TRACKING_MAX_WIDTH = 640;
const SHOP_LOGO_HEIGHT = 40;

const ShopBrand = ({ shop }: { shop: TrackingShop }) => {
  const translate = useTranslate();
  // A logo that does not load (its file gone) leaves the name alone rather than a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  const logo = shop.logoUrl && failed !== shop.logoUrl ? shop.logoUrl : null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      {logo && (
        <Box
          component="img"
          src={logo}
          alt={translate('tracking.shopLogo', { shop: shop.name })}
          onError={() => setFailed(logo)}
          sx={{ height: SHOP_LOGO_HEIGHT, width: 'auto', maxWidth: 96, objectFit: 'contain', flexShrink: 0 }}
        />
      )}
      <Typography
        component="p"
        variant="h6"
        sx={{
          minWidth: 0,
          fontSize: { xs: '1.125rem', sm: '1.25rem' },
          lineHeight: 1.25,
          overflowWrap: 'break-word',
          hyphens: 'auto',
        }}
      >
        {shop.name}
      </Typography>
    </Stack>
  );
};

export const TrackingFrame = ({ shop, children }: { shop: TrackingShop | null; children: ReactNode }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return (
    <Box
      component="main"
      // The page's language for screen readers and hyphenation (the console's <html lang> stays as it is).
      lang={toIntlLocale(locale)}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        bgcolor: 'grey.100',
        px: { xs: 1.5, sm: 2 },
        py: { xs: 1, sm: 2 },
      }}
    >
      <Box
        component="header"
        sx={{
          width: '100%',
          maxWidth: TRACKING_MAX_WIDTH,
          minHeight: 56,
          mb: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        {shop ? (
          <ShopBrand shop={shop} />
        ) : (
          <Box sx={{ color: 'primary.main', display: 'flex', minWidth: 0 }}>
            <AppLogo height={32} />
          </Box>
        )}
        <Box sx={{ ml: 'auto', flexShrink: 0 }}>
          <LocalesMenuButton />
        </Box>
      </Box>
      <Card sx={{ width: '100%', maxWidth: TRACKING_MAX_WIDTH }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('tracking.title')}
          </Typography>
          {children}
        </CardContent>
      </Card>
      {shop && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', color: 'text.secondary' }}>
          <Typography variant="caption">{translate('tracking.carrier')}</Typography>
          <Box sx={{ color: 'primary.main', display: 'flex' }}>
            <AppLogo height={24} />
          </Box>
        </Stack>
      )}
    </Box>
  );
};
