// Which products the cart may take one more of (add buttons are disabled when a different product type is already in
// the cart, when the company's maximum of order products is reached, or when the product's own maximum count is
// reached). The shared schema checks the submitted cart again (orderCreateIssues).
import type { OrderType } from '../../../../domain/enums.ts';
import type { FormProduct } from '../../../../domain/orderCreateApi.ts';

export type AddBlock = 'otherType' | 'companyMax' | 'productMax';

export interface CartLine {
  id: number;
}

/** The order type the cart is locked to (the type of its first line), if any. */
export const cartType = (cart: CartLine[], products: FormProduct[]): OrderType | undefined => {
  for (const line of cart) {
    const product = products.find((p) => p.id === line.id);
    if (product) return product.type;
  }
  return undefined;
};

export const countOf = (cart: CartLine[], productId: number) => cart.filter((line) => line.id === productId).length;

/** Why one more of `product` may not be added, or null when it may. */
export const addBlock = (
  product: FormProduct,
  cart: CartLine[],
  products: FormProduct[],
  maxOrderProducts: number,
): AddBlock | null => {
  const type = cartType(cart, products);
  if (type && type !== product.type) return 'otherType';
  if (maxOrderProducts > 0 && cart.length >= maxOrderProducts) return 'companyMax';
  const own = product.productSettings.maxProductsAllowed;
  if (typeof own === 'number' && own > 0 && countOf(cart, product.id) >= own) return 'productMax';
  return null;
};

/**
 * Order types whose form marks the pickup point as required (the shared rule, orderCreateIssues, requires it for
 * pickup_delivery; for the other types it is optional).
 */
export const PICKUP_REQUIRED_TYPES: OrderType[] = ['pickup_delivery'];
