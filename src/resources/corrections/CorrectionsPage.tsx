// /corrections (spec back-office §2).
import { Title, useTranslate } from 'react-admin';

export const CorrectionsPage = () => {
  const translate = useTranslate();
  return <Title title={translate('corrections.page.title')} />;
};
