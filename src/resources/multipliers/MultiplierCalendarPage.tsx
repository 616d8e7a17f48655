// /multiplier/calendar (spec back-office §2).
import { Title, useTranslate } from 'react-admin';

export const MultiplierCalendarPage = () => {
  const translate = useTranslate();
  return <Title title={translate('multipliers.page.title')} />;
};
