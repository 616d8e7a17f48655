-- The multiplier's value an order was charged (its time range's value where one applied); null for older orders, whose
-- multiplier's own value stands in (services/orders.ts).
ALTER TABLE "orders" ADD COLUMN "multiplier_value" double precision;