// One product's line in a stock map (GET /driver/stock, /warehouse/list, /warehouse/stock): the product's columns
// with the holder's amount, what open exchanges reserve, what is available and the items.
import { companies, products } from '../../db/schema.ts';
import type { StockItem } from '../../../domain/stockSchemas.ts';

export const productColumns = {
  productId: products.id,
  name: products.name,
  productCode: products.code,
  companyId: products.companyId,
  companyName: companies.name,
  companyImageUrl: companies.logo,
  imageUrl: products.imageUrl,
  canTransferStock: products.canTransferStock,
  active: products.active,
};

export function stockItem(
  p: Omit<StockItem, 'amount' | 'reserved' | 'available' | 'items'>,
  amount: number,
  reserved: number,
  items: string[],
): StockItem {
  return {
    productId: p.productId,
    name: p.name,
    productCode: p.productCode,
    companyId: p.companyId,
    companyName: p.companyName,
    companyImageUrl: p.companyImageUrl,
    imageUrl: p.imageUrl,
    canTransferStock: p.canTransferStock,
    amount,
    reserved,
    available: Math.max(0, amount - reserved),
    items,
  };
}
