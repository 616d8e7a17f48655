// POST /order/delivery-slots: the slots a create would accept now for a pickup point (a saved location by id, or an
// address) and a receiver. The addresses are checked as the create checks them (geocoding, coverage, one region,
// distance: the same 422 codes), the slots are the order form's (domain/deliverySlots.ts slotDays over
// offeredSlots, with the working settings that apply: the location's own or the company's defaults, special dates
// included), and the create's refusals that are not about the addresses (a company not activated, no driver in the
// region) leave every day empty with the reason. Reads only.
import type { Db } from '../db/client.ts';
import { DEFAULT_PACKAGE_SIZE } from '../../domain/packageSize.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/timeSlots.ts';
import { openAt, slotDays, type DeliverySlotsResult, type SlotsUnavailableReason } from '../../domain/deliverySlots.ts';
import type { DeliverySlotsParsed } from '../../domain/orderCreateSchemas.ts';
import { effectiveWorkingSettings } from '../../domain/workingHours.ts';
import { companyForCaller, estimateDelivery, type DeliveryDeps } from './deliveryEstimate.ts';
import { regionHasDriver } from './orderCreate.ts';
import { assertLocationGiven, orderPickupPoint } from './orderPickupPoint.ts';
import type { Tenant } from './principal.ts';

export async function deliverySlots(
  db: Db,
  deps: DeliveryDeps,
  tenant: Tenant,
  input: DeliverySlotsParsed,
  now: Date = new Date(),
): Promise<DeliverySlotsResult> {
  const company = await companyForCaller(db, tenant, input.companyId);
  assertLocationGiven(tenant, input.pickupPoint, 'pickupPoint');
  const pickup = await orderPickupPoint(db, tenant, company, input.pickupPoint, 'pickupPoint');
  const estimate = await estimateDelivery(db, deps, {
    company,
    tenant,
    sender: pickup?.address ?? null,
    senderPoint: pickup?.point ?? null,
    receiver: input.receiver,
    packageSize: company.orderSettings.defaultPackageSize ?? DEFAULT_PACKAGE_SIZE,
    at: now,
    senderRole: 'pickupPoint',
  });
  const ws = pickup ? pickup.workingSettings : effectiveWorkingSettings(null, company.workingSettings);
  const reason: SlotsUnavailableReason | null =
    company.status !== 'active'
      ? 'company_not_active'
      : !(await regionHasDriver(db, estimate.regionId))
        ? 'no_drivers_available'
        : null;
  const days = slotDays(ws, now, { date: input.date, days: input.days });
  return {
    timeZone: ws?.zone ?? DEFAULT_TIME_ZONE,
    region: estimate.result.region,
    pickupLocationId: pickup?.location?.id ?? null,
    asap: { available: reason === null, pickupOpenNow: openAt(ws, now) },
    unavailableReason: reason,
    days: reason ? days.map((d) => ({ date: d.date, slots: [] })) : days,
  };
}
