ALTER TABLE "booking_days" ADD COLUMN "cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_days" DROP CONSTRAINT "booking_days_date_paid_pk";--> statement-breakpoint
ALTER TABLE "booking_days" ADD CONSTRAINT "booking_days_date_paid_cancelled_pk" PRIMARY KEY("date","paid","cancelled");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_sums_add"("b" "bookings", "sign" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "kept" bigint := CASE WHEN "b"."paid" THEN "sign" * ("b"."cost_cents" - coalesce("b"."refund_cents", 0)) ELSE 0 END;
  "is_cancelled" boolean := "b"."status" = 'cancelled';
  "paid_month" date;
BEGIN
  -- A new unpaid booking, the most frequent change by far, costs this one statement.
  INSERT INTO "booking_days" AS d ("date", "paid", "cancelled", "bookings", "kept_cents")
  VALUES ("b"."date", "b"."paid", "is_cancelled", "sign", "kept")
  ON CONFLICT ("date", "paid", "cancelled") DO UPDATE
    SET "bookings" = d."bookings" + excluded."bookings", "kept_cents" = d."kept_cents" + excluded."kept_cents";
  -- A sum of no bookings goes, so that the tables hold what a rebuild would make.
  IF "sign" < 0 THEN
    DELETE FROM "booking_days"
    WHERE "date" = "b"."date" AND "paid" = "b"."paid" AND "cancelled" = "is_cancelled" AND "bookings" = 0;
  END IF;
  IF "b"."paid" AND "b"."paid_at" IS NOT NULL THEN
    "paid_month" := date_trunc('month', "b"."paid_at" AT TIME ZONE 'Europe/Berlin')::date;
    INSERT INTO "payment_months" AS p ("month", "destination_id", "bookings", "kept_cents")
    VALUES ("paid_month", "b"."destination_id", "sign", "kept")
    ON CONFLICT ("month", "destination_id") DO UPDATE
      SET "bookings" = p."bookings" + excluded."bookings", "kept_cents" = p."kept_cents" + excluded."kept_cents";
    IF "sign" < 0 THEN
      DELETE FROM "payment_months"
      WHERE "month" = "paid_month" AND "destination_id" = "b"."destination_id" AND "bookings" = 0;
    END IF;
  END IF;
END;
$$;--> statement-breakpoint
DROP TRIGGER "bookings_sums_update" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_sums_update" AFTER UPDATE OF "date", "paid", "paid_at", "cost_cents", "refund_cents", "destination_id", "status" ON "bookings" FOR EACH ROW
  WHEN (OLD."date" IS DISTINCT FROM NEW."date" OR OLD."paid" IS DISTINCT FROM NEW."paid" OR OLD."paid_at" IS DISTINCT FROM NEW."paid_at"
    OR OLD."cost_cents" IS DISTINCT FROM NEW."cost_cents" OR OLD."refund_cents" IS DISTINCT FROM NEW."refund_cents"
    OR OLD."destination_id" IS DISTINCT FROM NEW."destination_id"
    OR (OLD."status" = 'cancelled') IS DISTINCT FROM (NEW."status" = 'cancelled'))
  EXECUTE FUNCTION "booking_sums_follow"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_sums_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "booking_days";
  INSERT INTO "booking_days" ("date", "paid", "cancelled", "bookings", "kept_cents")
  SELECT "date", "paid", "status" = 'cancelled', count(*), coalesce(sum("cost_cents" - coalesce("refund_cents", 0)) FILTER (WHERE "paid"), 0)
  FROM "bookings" GROUP BY 1, 2, 3;
  DELETE FROM "payment_months";
  INSERT INTO "payment_months" ("month", "destination_id", "bookings", "kept_cents")
  SELECT date_trunc('month', "paid_at" AT TIME ZONE 'Europe/Berlin')::date, "destination_id", count(*), sum("cost_cents" - coalesce("refund_cents", 0))
  FROM "bookings" WHERE "paid" AND "paid_at" IS NOT NULL GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT "booking_sums_rebuild"();
