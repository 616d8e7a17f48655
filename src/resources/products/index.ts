// The products area: the list at /products, a new product at /products/create (?companyId= to start with a
// company), a product's edit form at /products/:id and its page at /products/:id/show (the list opens the form for a
// user who may write, the page otherwise). Each page is behind the area's guard (the companies page), loads lazily.
import Inventory2Icon from '@mui/icons-material/Inventory2';
import type { ProductRecord } from '../../../domain/productSchemas.ts';
import { PRODUCTS_RESOURCE } from '../../dataProvider/products.ts';
import type { Area } from '../../layout/area.ts';
import { productsMenu } from './menu.ts';
import { ProductCreateRoute, ProductEditRoute, ProductListRoute, ProductShowRoute } from './routes.tsx';

export default {
  menu: productsMenu,
  resource: {
    name: PRODUCTS_RESOURCE,
    list: ProductListRoute,
    create: ProductCreateRoute,
    edit: ProductEditRoute,
    show: ProductShowRoute,
    icon: Inventory2Icon,
    recordRepresentation: (product: ProductRecord) => product.name,
  },
} satisfies Area;
