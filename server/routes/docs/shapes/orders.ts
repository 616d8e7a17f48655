// Answer shapes of an order that several areas share: the list row (GET /order/list, and the `order` of every order
// action), the expanded row (GET /order/details) and the product lines. Typed against the domain interfaces
// (domain/api.ts), so a field added there and not here fails typecheck.
import { z } from 'zod';
import type { ListResponse, OrderDetails, OrderListItem } from '../../../../domain/api.ts';
import { CANCELLATION_REASONS, ORDER_STATUSES, ORDER_TYPES, PACKAGE_SIZES } from '../../../../domain/enums.ts';
import type { Dimensions, OrderProductLine } from '../../../../domain/types.ts';

const time = z.string().describe('ISO time');
const comment = z.object({ comment: z.string(), createdAt: time, createdBy: z.string() });

/** One row of the order list, as the caller may see it. */
export const orderListItemAnswer = z
  .object({
    id: z.number().int(),
    orderNo: z.string(),
    returnsOrderNo: z.string().nullable(),
    externalId: z.string().nullable(),
    company: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
    region: z.object({ id: z.number().int(), name: z.string() }),
    type: z.enum(ORDER_TYPES),
    status: z.enum(ORDER_STATUSES),
    cancellationReason: z.string().nullable(),
    reasonGroup: z
      .enum(['not_accepted', 'other'])
      .nullable()
      .describe('Cancelled orders: not accepted in time, or another reason'),
    stage: z.object({
      status: z.enum(ORDER_STATUSES),
      isOngoing: z.boolean(),
      inDelivery: z.boolean(),
      toBePickedUp: z.boolean(),
      beganAt: time,
    }),
    createdAt: time,
    scheduledAt: time.nullable(),
    scheduledSlotRange: z.tuple([time, time]).nullable(),
    deliveredAt: time.nullable(),
    cancelledAt: time.nullable(),
    timeInStage: z
      .number()
      .int()
      .nullable()
      .describe('Minutes since the current stage began; null once the order ended (delivered, cancelled, finished)'),
    totalRealizationTime: z.number().int().nullable().describe('Minutes from creation (or slot start) to delivery'),
    realizedWithin: z.object({ promiseMinutes: z.number().int(), onTime: z.boolean().nullable() }),
    pickupPoint: z.object({ name: z.string().nullable(), city: z.string().nullable() }).nullable(),
    driver: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
    packageSize: z.enum(PACKAGE_SIZES).nullable(),
    price: z
      .object({ amount: z.number().int().describe('Minor units'), currency: z.string() })
      .nullable()
      .describe('With canView.orderEstimations'),
    flags: z.object({
      onHold: z.object({ until: time.nullable(), note: z.string().nullable() }).nullable(),
      multiplier: z.object({ value: z.number(), deactivated: z.boolean() }).nullable(),
      emergencyDelivery: z.boolean(),
      noVerificationCode: z.string().nullable(),
    }),
    lastComment: comment.nullable(),
  })
  .describe('An order as the list shows it') satisfies z.ZodType<OrderListItem>;

/** GET /order/list */
export const orderListAnswer = z.object({
  items: z.array(orderListItemAnswer),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
}) satisfies z.ZodType<ListResponse<OrderListItem>>;

/** The order after an action, as the list shows it (null when the caller may no longer see it). */
export const orderActionAnswer = z.object({ order: orderListItemAnswer.nullable() });

/** Weight and sizes of a package or a product's maximum (each optional). */
export const dimensionsAnswer = z.object({
  weight: z.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  length: z.number().optional(),
}) satisfies z.ZodType<Dimensions>;

/** One product line of an order (the fields its order type uses). */
export const productLineAnswer = z.object({
  id: z.number().int(),
  type: z.enum(ORDER_TYPES).optional(),
  name: z.string().optional(),
  code: z.string().optional(),
  productCode: z.string().optional(),
  serialNumber: z.string().optional(),
  oldDeviceCode: z.string().optional(),
  smsName: z.string().optional(),
  dimensions: dimensionsAnswer.optional(),
  externalNo: z.string().optional(),
  pesel: z.string().optional(),
  receiptNo: z.string().optional(),
  amountToPayOnPickUp: z.number().int().optional().describe('Minor units'),
  medicines: z.array(z.object({ details: z.string(), pickedUp: z.boolean().optional() })).optional(),
  vehicle: z
    .object({
      mark: z.string(),
      model: z.string(),
      registrationPlate: z.string().optional(),
      vinNumber: z.string().optional(),
    })
    .optional(),
}) satisfies z.ZodType<OrderProductLine>;

/** GET /order/details: the expanded row; parts the caller's canView flags do not allow are null. */
export const orderDetailsAnswer = orderListItemAnswer
  .extend({
    trackingUrl: z.string().describe('The receiver’s public tracking page (/track/<token>), absolute'),
    receiver: z.object({
      name: z.string(),
      phone: z.string().nullable(),
      street: z.string().nullable(),
      city: z.string().nullable(),
      zipCode: z.string().nullable(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      hidden: z.boolean(),
    }),
    pickupPointDetails: z
      .object({
        locationId: z.number().int().nullable().describe('The saved pickup location (null: a typed address)'),
        name: z.string().nullable(),
        street: z.string().nullable(),
        city: z.string().nullable(),
        zipCode: z.string().nullable(),
        phone: z.string().nullable(),
        notes: z.string().nullable(),
        workingHours: z.any().describe('The working settings of the pickup point (weekday hours, special dates)'),
        hidden: z.boolean(),
      })
      .nullable(),
    payment: z.object({ paymentType: z.string(), paymentCode: z.string().nullable() }).nullable(),
    timestamps: z.object({
      createdAt: time,
      plannedAt: time.nullable(),
      acceptedAt: time.nullable(),
      pickedUpAt: time.nullable(),
      arrivedAt: time.nullable(),
      deliveredAt: time.nullable(),
      finishedAt: time.nullable(),
      cancelledAt: time.nullable(),
    }),
    cancellationComment: z.string().nullable(),
    deliveryComment: z.string().nullable(),
    pickUpNotes: z.string().nullable(),
    notes: z.string().nullable(),
    emergencyDelivery: z.boolean(),
    additionalServices: z.array(z.string()),
    products: z.array(productLineAnswer),
    deliveredProducts: z.array(productLineAnswer),
    codes: z
      .object({ pickUpVerificationCode: z.string().nullable(), verificationCode: z.string().nullable() })
      .nullable()
      .describe('With canView.pinCode'),
    noVerificationCodeReason: z.string().nullable(),
    estimations: z
      .object({
        estimatedDistance: z.number().nullable(),
        estimatedPayout: z.number().nullable(),
        estimatedPayoutDriver: z.number().nullable(),
        currency: z.string(),
      })
      .nullable()
      .describe('With canView.orderEstimations (estimatedPayoutDriver also needs canView.driverPayout)'),
    driverInfo: z
      .object({
        phone: z.string().nullable(),
        email: z.string(),
        vehicleType: z.string(),
        car: z
          .object({
            registrationPlate: z.string().optional(),
            model: z.string().optional(),
            color: z.string().optional(),
          })
          .nullable(),
      })
      .nullable()
      .describe('With canView.driverInfo'),
    comments: z.array(comment).nullable().describe('With canView.comments'),
    holds: z
      .array(
        z.object({
          notes: z.string().nullable(),
          createdAt: time,
          holdUntil: time.nullable(),
          releasedAt: time.nullable(),
          by: z.enum(['operator', 'driver', 'system']),
        }),
      )
      .nullable()
      .describe('With canView.holdOrder'),
    renewals: z.array(
      z.object({
        renewedAt: time,
        renewedBy: z.string().nullable(),
        renewalReason: z.string(),
        cancellationReason: z.string().nullable(),
        renewalComment: z.string().nullable(),
      }),
    ),
    canShowRoute: z.boolean().describe('canView.orderRoute: the route map may be opened'),
    cancellationReasons: z
      .object({
        inDelivery: z.array(z.enum(CANCELLATION_REASONS)),
        toBePickedUp: z.array(z.enum(CANCELLATION_REASONS)),
      })
      .nullable()
      .describe('The reasons the company settings offer per stage (null: the defaults)'),
    deliveryProof: z
      .object({
        receiverName: z
          .string()
          .describe('Who took the package, as the driver typed it; "customer" without canView.sensitiveData'),
        hasPhoto: z
          .boolean()
          .describe(
            'A photo the caller may open (GET /order/delivery-proof/photo); false without canView.sensitiveData',
          ),
        at: time.describe('When the proof was given (the delivery)'),
      })
      .nullable()
      .describe('The proof the driver gave at delivery; null when there is none (not delivered, or delivered without)'),
  })
  .describe('The expanded row of an order') satisfies z.ZodType<OrderDetails>;
