// /warehouses (spec back-office §2).
import { Title, useTranslate } from 'react-admin';

export const WarehousesPage = () => {
  const translate = useTranslate();
  return <Title title={translate('warehouses.page.title')} />;
};
