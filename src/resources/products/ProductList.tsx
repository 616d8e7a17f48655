// The Products list: every product the user may see, paged, sorted and filtered on the server (GET /product/page-list)
// by company, name or code, type and state, with the filters in the URL. A row opens the product's form; its switch
// hides it on the order form at once. Loading, empty and error-with-refresh states.
import AddIcon from '@mui/icons-material/Add';
import InboxIcon from '@mui/icons-material/Inventory2Outlined';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { DataTable, SelectInput, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { ORDER_TYPES } from '../../../domain/enums.ts';
import { PRODUCT_LIST_DEFAULT_PER_PAGE, type ProductRecord } from '../../../domain/productSchemas.ts';
import { PRODUCTS_RESOURCE } from '../../dataProvider/products.ts';
import { ListEmpty, ListFrame } from '../../layout/ListFrame.tsx';
import { SearchFilter } from '../shared/SearchFilter.tsx';
import { HideOnOrderFormSwitch } from './HideOnOrderFormSwitch.tsx';
import { ProductStateChips } from './ProductStateChips.tsx';
import { useProductCompanies } from './ProductInputs.tsx';
import { newProductPath, productPath, productShowPath } from './paths.ts';
import { useCan } from '../../authProvider/useAccess.ts';

const Column = DataTable.Col<ProductRecord>;
const label = (name: string) => `products.fields.${name}`;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

interface FilterProps {
  source: string;
  alwaysOn?: boolean;
}

const CompanyFilter = (props: FilterProps) => {
  const companies = useProductCompanies().data ?? [];
  return (
    <SelectInput
      {...props}
      label="products.filters.company"
      emptyText="products.filters.allCompanies"
      choices={companies.map((c) => ({ id: String(c.id), name: c.name }))}
      sx={{ minWidth: 220 }}
      helperText={false}
    />
  );
};

const TypeFilter = (props: FilterProps) => (
  <SelectInput
    {...props}
    label="products.filters.type"
    emptyText="products.filters.allTypes"
    choices={ORDER_TYPES.map((t) => ({ id: t, name: `orders.type.${t}` }))}
    sx={{ minWidth: 180 }}
    helperText={false}
  />
);

const StateFilter = (props: FilterProps) => (
  <SelectInput
    {...props}
    label="products.filters.state"
    emptyText="products.filters.allStates"
    choices={[
      { id: 'true', name: 'products.filters.activeOnly' },
      { id: 'false', name: 'products.filters.inactiveOnly' },
    ]}
    sx={{ minWidth: 180 }}
    helperText={false}
  />
);

const FILTERS = [
  <SearchFilter placeholderKey="products.filters.search" sx={{ minWidth: 240 }} key="q" source="q" alwaysOn />,
  <CompanyFilter key="companyId" source="companyId" alwaysOn />,
  <TypeFilter key="type" source="type" alwaysOn />,
  <StateFilter key="active" source="active" alwaysOn />,
];

const ProductListActions = () => {
  const translate = useTranslate();
  const canWrite = useCan('products', 'edit');
  const { filterValues } = useListContext();
  const companyId = Number(filterValues?.companyId) || undefined;
  return (
    <TopToolbar>
      {canWrite ? (
        <Button
          component={Link}
          to={newProductPath(companyId)}
          startIcon={<AddIcon />}
          variant="contained"
          size="small"
        >
          {translate('products.list.create')}
        </Button>
      ) : null}
    </TopToolbar>
  );
};

const NameCell = ({ product }: { product: ProductRecord }) => (
  <Box sx={{ minWidth: 200 }}>
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {product.name}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {product.code}
    </Typography>
  </Box>
);

const AskedCell = ({ product }: { product: ProductRecord }) => {
  const translate = useTranslate();
  const fields = product.productSettings.productFormFields;
  return <>{fields.length ? fields.map((f) => translate(`products.formFields.${f}`)).join(', ') : '—'}</>;
};

const TypeCell = ({ product }: { product: ProductRecord }) => {
  const translate = useTranslate();
  return <>{translate(`orders.type.${product.type}`)}</>;
};

export const ProductList = () => {
  const canWrite = useCan('products', 'edit');
  return (
    <ListFrame<ProductRecord>
      resource={PRODUCTS_RESOURCE}
      title="products.list.title"
      perPage={PRODUCT_LIST_DEFAULT_PER_PAGE}
      sort={{ field: 'name', order: 'ASC' }}
      filters={FILTERS}
      actions={<ProductListActions />}
      storeKey="products.list"
      errorKey="products.list.error"
      empty={<ListEmpty emptyKey="products.list.empty" filteredKey="products.list.emptyFiltered" icon={InboxIcon} />}
      rowClick={(id) => (canWrite ? productPath(id) : productShowPath(id))}
    >
      <Column source="name" label={label('name')} render={(product) => <NameCell product={product} />} />
      <Column source="companyName" label={label('company')} disableSort />
      <Column source="type" label={label('type')} sx={NO_WRAP} render={(product) => <TypeCell product={product} />} />
      <Column
        source="productSettings.productFormFields"
        label={label('productFormFields')}
        disableSort
        sx={{ maxWidth: 280 }}
        render={(product) => <AskedCell product={product} />}
      />
      <Column
        source="canTransferStock"
        label={label('transferable')}
        disableSort
        sx={{ maxWidth: 140 }}
        render={(product) => <TransferCell product={product} />}
      />
      <Column
        source="active"
        label={label('active')}
        disableSort
        render={(product) => <ProductStateChips product={product} />}
      />
      <Column
        source="productSettings.hideOnOrderForm"
        label={label('hideOnOrderForm')}
        disableSort
        render={(product) => <HideOnOrderFormSwitch product={product} />}
      />
    </ListFrame>
  );
};

const TransferCell = ({ product }: { product: ProductRecord }) => {
  const translate = useTranslate();
  return <>{translate(product.canTransferStock ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
};
