// The product's name in the user's language (react-admin's default page title).
import { useTranslate } from 'react-admin';

/** The product name, translated (react-admin's default page title). */
export const AppName = () => {
  const translate = useTranslate();
  return <>{translate('app.title')}</>;
};
