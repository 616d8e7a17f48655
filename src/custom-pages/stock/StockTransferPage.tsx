// /stock (spec back-office §2).
import { Title, useTranslate } from 'react-admin';

export const StockTransferPage = () => {
  const translate = useTranslate();
  return <Title title={translate('stock.page.title')} />;
};
