// A product's page (/products/:id/show): what the back office knows of it (company, code, type, state, what the order
// form does with it, the largest package, its stock rule), read only; the edit link for a user who may write.
import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MAXIMUM_DIMENSION_FIELDS, PRODUCT_TYPE_FEATURES, type ProductRecord } from '../../../domain/productSchemas.ts';
import { PRODUCTS_RESOURCE } from '../../dataProvider/products.ts';
import { formatNumber } from '../../../domain/numberFormat.ts';
import { formatTimestamp } from '../../i18n/format.ts';
import { companyPath } from '../companies/paths.ts';
import { ProductStateChips } from './ProductStateChips.tsx';
import { productPath } from './paths.ts';
import { PRODUCT_PAGE, ProductBackLinks } from './ProductFormPages.tsx';
import { RecordField, RecordHeading, RecordShow } from '../../layout/RecordPage.tsx';
import { useCan } from '../../authProvider/useAccess.ts';

const Field = RecordField;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {children}
      </Stack>
    </CardContent>
  </Card>
);

const ProductSections = ({ product }: { product: ProductRecord }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  const label = (name: string) => translate(`products.fields.${name}`);
  const yesNo = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const settings = product.productSettings;
  const features = PRODUCT_TYPE_FEATURES[product.type];
  const limits = product.maximumDimensions;
  return (
    <Stack spacing={2}>
      <Section title={translate('products.sections.product')}>
        <Field label={label('company')}>
          <MuiLink component={Link} to={companyPath(product.companyId)}>
            {product.companyName}
          </MuiLink>
        </Field>
        <Field label={label('code')}>{product.code}</Field>
        <Field label={label('type')}>{translate(`orders.type.${product.type}`)}</Field>
        <Field label={label('createdAt')}>{formatTimestamp(product.createdAt)}</Field>
      </Section>
      <Section title={translate('products.sections.orderForm')}>
        <Field label={label('onOrderForm')}>
          {translate(settings.hideOnOrderForm ? 'products.state.hidden' : 'products.state.shown')}
        </Field>
        <Field label={label('helperProduct')}>{yesNo(settings.helperProduct)}</Field>
        <Field label={label('maxProductsAllowed')}>
          {settings.maxProductsAllowed === null ? '—' : number(settings.maxProductsAllowed)}
        </Field>
        <Field label={label('productFormFields')}>
          {settings.productFormFields.length
            ? settings.productFormFields.map((f) => translate(`products.formFields.${f}`)).join(', ')
            : '—'}
        </Field>
        {features.receiverLocations ? (
          <Field label={label('showLocationsSelectForReceiverOnOrderForm')}>
            {yesNo(settings.showLocationsSelectForReceiverOnOrderForm)}
          </Field>
        ) : null}
      </Section>
      <Section title={translate('products.sections.dimensions')}>
        {features.dimensions ? (
          <>
            <Field label={label('dimensionsAlgorithm')}>
              {translate(`products.dimensionsAlgorithms.${product.dimensionsAlgorithm ?? 'none'}`)}
            </Field>
            {MAXIMUM_DIMENSION_FIELDS.map((field) => (
              <Field key={field} label={label(field)}>
                {limits?.[field] === undefined || limits[field] === null ? '—' : number(limits[field])}
              </Field>
            ))}
          </>
        ) : (
          <Field label={label('maximumDimensions')}>{translate('products.helper.noDimensions')}</Field>
        )}
      </Section>
      <Section title={translate('products.sections.stock')}>
        <Field label={label('canTransferStock')}>{yesNo(product.canTransferStock)}</Field>
      </Section>
    </Stack>
  );
};

export const ProductShowPage = () => (
  <RecordShow<ProductRecord> resource={PRODUCTS_RESOURCE} texts={PRODUCT_PAGE}>
    {(product) => <ProductShowView data={product} />}
  </RecordShow>
);

const ProductShowView = ({ data }: { data: ProductRecord }) => {
  const translate = useTranslate();
  const canWrite = useCan('products', 'edit');
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={data.name} />
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <ProductBackLinks product={data} />
        <RecordHeading
          title={data.name}
          chips={<ProductStateChips product={data} />}
          edit={canWrite ? { to: productPath(data.id), label: translate('products.page.editAction') } : null}
        />
      </Stack>
      <ProductSections product={data} />
    </Box>
  );
};
