// After a product is saved (its form, the row's hide-on-order-form switch): the lists, the company page's products and
// the reference list of the order list's filters refetch.
import { useQueryClient } from '@tanstack/react-query';
import { PRODUCTS_RESOURCE } from '../../dataProvider/products.ts';
import { PRODUCTS_KEY } from '../shared/choiceQueries.ts';

export const useRefreshProducts = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [PRODUCTS_RESOURCE] });
    void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
  };
};
