// /wallet (spec back-office §2).
import { Title, useTranslate } from 'react-admin';

export const WalletPage = () => {
  const translate = useTranslate();
  return <Title title={translate('wallet.page.title')} />;
};
