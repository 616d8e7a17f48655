-- An order's version (its list row's, in the order events: orders.updated_at in epoch milliseconds) grows with every
-- change, by at least a millisecond: two changes in one millisecond, or a writer whose clock runs behind the last one's,
-- would otherwise share or lower it, and a console that heard them in another order would keep the older row.
-- An update that leaves updated_at as it was (a write that is not a change a user sees) still moves it by 1 ms.
CREATE FUNCTION "order_version_grows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last timestamptz := date_trunc('milliseconds', coalesce(OLD."updated_at", OLD."created_at"));
BEGIN
  IF NEW."updated_at" IS NULL OR date_trunc('milliseconds', NEW."updated_at") <= last THEN
    NEW."updated_at" := last + interval '1 millisecond';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_version_grows" BEFORE UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_version_grows"();
