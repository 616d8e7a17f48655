// The order list's duration cells: minutes, or a dash when unknown.
import { useTranslate } from 'react-admin';

/** A duration in minutes ("42 min"), or a dash when unknown. */
export const MinutesCell = ({ minutes }: { minutes: number | null }) => {
  const translate = useTranslate();
  return (
    <>
      {minutes === null ? translate('orders.list.noValue') : translate('orders.list.minutes', { smart_count: minutes })}
    </>
  );
};
