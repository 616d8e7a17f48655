// The order list's error state: the message with a refresh.
import { ListLoadError } from '../../layout/LoadError.tsx';

/** The list could not be loaded: the generic message with a refresh control. */
export const OrderListError = () => <ListLoadError messageKey="orders.list.error" />;
