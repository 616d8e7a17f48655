// The company page's products: what the company sells and its order form offers, each with a link to its form, its
// type, the fields the order form asks and the "hide on the order form" switch, and a "new product" button for this
// company (company.canWrite). A company without products says that its order form offers nothing (a pending one, that
// the activation gives it the product it chose).
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import type { ProductRecord } from '../../../domain/productSchemas.ts';
import { PRODUCTS_RESOURCE } from '../../dataProvider/products.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { HideOnOrderFormSwitch } from './HideOnOrderFormSwitch.tsx';
import { ProductStateChips } from './ProductStateChips.tsx';
import { newProductPath, productPath, productShowPath } from './paths.ts';
import { useCan } from '../../authProvider/useAccess.ts';

/** Every product of one company on one page, by name. */
const COMPANY_PRODUCTS_PAGE = { page: 1, perPage: 100 };
const BY_NAME = { field: 'name', order: 'ASC' as const };

/** `pending`: a company waiting for activation, which gives it the product it chose at registration. */
export const CompanyProductsSection = ({ companyId, pending = false }: { companyId: number; pending?: boolean }) => {
  const translate = useTranslate();
  const canWrite = useCan('products', 'edit');
  const title = translate('products.company.title');
  // The resource's list filtered to the company (react-admin's cache: a product saved anywhere shows here).
  const { data, isPending, error, refetch } = useGetList<ProductRecord>(PRODUCTS_RESOURCE, {
    filter: { companyId },
    pagination: COMPANY_PRODUCTS_PAGE,
    sort: BY_NAME,
  });
  const f = (name: string) => translate(`products.fields.${name}`);

  let body;
  if (error) body = <LoadError messageKey="products.company.error" onRefresh={() => void refetch()} />;
  else if (isPending) body = <CircularProgress size={24} aria-hidden={false} aria-label={translate('app.loading')} />;
  else if (!data?.length) {
    body = pending ? (
      <Alert severity="info">{translate('products.company.emptyPending')}</Alert>
    ) : (
      <Alert severity="warning">{translate('products.company.empty')}</Alert>
    );
  } else {
    body = (
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{f('name')}</TableCell>
            <TableCell>{f('code')}</TableCell>
            <TableCell>{f('type')}</TableCell>
            <TableCell>{f('productFormFields')}</TableCell>
            <TableCell>{f('active')}</TableCell>
            <TableCell>{f('hideOnOrderForm')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((product) => (
            <TableRow key={product.id}>
              <TableCell>
                <MuiLink
                  component={Link}
                  to={canWrite ? productPath(product.id) : productShowPath(product.id)}
                  aria-label={translate('products.company.open', { name: product.name })}
                >
                  {product.name}
                </MuiLink>
              </TableCell>
              <TableCell>{product.code}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`orders.type.${product.type}`)}</TableCell>
              <TableCell>
                {product.productSettings.productFormFields
                  .map((field) => translate(`products.formFields.${field}`))
                  .join(', ') || '—'}
              </TableCell>
              <TableCell>
                <ProductStateChips product={product} />
              </TableCell>
              <TableCell>
                <HideOnOrderFormSwitch product={product} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' }, action: { sx: { alignSelf: 'center', m: 0 } } }}
        action={
          canWrite ? (
            <Button
              component={Link}
              to={newProductPath(companyId)}
              size="small"
              variant="outlined"
              startIcon={<AddIcon />}
            >
              {translate('products.company.create')}
            </Button>
          ) : null
        }
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ overflowX: 'auto' }}>{body}</CardContent>
    </Card>
  );
};
