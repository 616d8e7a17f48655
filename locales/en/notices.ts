// English messages of the notices (orders not accepted in time: the app bar's bell, the live toast) and of "Order
// again" (the order form filled with a copy of an order).
export const noticesEn = {
  notAccepted: {
    button: 'Notices',
    buttonUnseen: 'Notices: %{smart_count} new',
    title: 'Orders without a driver',
    subtitle: 'Orders of the last %{days} days that no driver accepted in time and that were cancelled',
    empty: 'No order went without a driver in the last %{days} days.',
    loading: 'Loading the notices…',
    loadError: 'The notices could not be loaded.',
    retry: 'Try again',
    new: 'New',
    order: 'Order %{orderNo}',
    reason:
      'Cancelled: no driver accepted it within %{smart_count} minute |||| Cancelled: no driver accepted it within %{smart_count} minutes',
    cancelledAt: 'Cancelled at %{time}',
    show: 'Show order',
    toast:
      'Order %{orderNo} was cancelled: no driver accepted it within %{smart_count} minute |||| Order %{orderNo} was cancelled: no driver accepted it within %{smart_count} minutes',
    toastMany:
      '%{smart_count} order was cancelled: no driver accepted it in time |||| %{smart_count} orders were cancelled: no driver accepted them in time',
    showAll: 'Show',
  },
  orderAgain: {
    button: 'Order again',
    title: 'A copy of order %{orderNo}',
    text: 'Check the details and send the order: nothing is sent until you do. The external id is left empty.',
    receiverHidden: 'The receiver’s details of the order are not shown to your account: fill them in.',
    productsLeftOut: 'Products no longer offered were left out: %{names}.',
    loadError: 'The order to copy could not be read: the form starts empty.',
  },
};
