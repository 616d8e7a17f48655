// English messages of the pin area (merged into locales/en.ts under the key `pin`).
export const pinEn = {
  title: 'Pickup verification',
  intro: 'Enter the order creation date, the order number and the pick-up PIN given by the driver.',
  createdAt: 'Creation date',
  orderNo: 'Order number',
  pin: 'PIN',
  submit: 'Verify pick-up',
  verified: 'Order %{orderNo}: pick-up verified at %{time}',
  verifiedListTitle: 'Verified in this session',
  validation: {
    invalidDate: 'Enter a valid date',
    notInFuture: 'The date cannot be in the future',
    orderNoLength:
      'The order number has exactly %{length} character |||| The order number has exactly %{length} characters',
  },
  errors: {
    order_not_ready_for_pick_up: 'This order is not waiting for pick-up.',
    incorrect_verification_code_and_order_no: 'Incorrect order number, date or PIN.',
    too_many_pickup_attempts: 'Too many failed attempts. Try again in a few minutes.',
    unknown: 'The pick-up could not be verified. Try again later.',
  },
};
