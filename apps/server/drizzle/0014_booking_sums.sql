CREATE TABLE "booking_days" (
	"date" date NOT NULL,
	"paid" boolean NOT NULL,
	"bookings" integer NOT NULL,
	"kept_cents" bigint NOT NULL,
	CONSTRAINT "booking_days_date_paid_pk" PRIMARY KEY("date","paid")
);
--> statement-breakpoint
CREATE TABLE "payment_months" (
	"month" date NOT NULL,
	"destination_id" uuid NOT NULL,
	"bookings" integer NOT NULL,
	"kept_cents" bigint NOT NULL,
	CONSTRAINT "payment_months_month_destination_id_pk" PRIMARY KEY("month","destination_id")
);
--> statement-breakpoint
CREATE FUNCTION "booking_sums_add"("b" "bookings", "sign" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "kept" bigint := CASE WHEN "b"."paid" THEN "sign" * ("b"."cost_cents" - coalesce("b"."refund_cents", 0)) ELSE 0 END;
  "paid_month" date;
BEGIN
  -- A new unpaid booking, the most frequent change by far, costs this one statement.
  INSERT INTO "booking_days" AS d ("date", "paid", "bookings", "kept_cents")
  VALUES ("b"."date", "b"."paid", "sign", "kept")
  ON CONFLICT ("date", "paid") DO UPDATE
    SET "bookings" = d."bookings" + excluded."bookings", "kept_cents" = d."kept_cents" + excluded."kept_cents";
  -- A sum of no bookings goes, so that the tables hold what a rebuild would make.
  IF "sign" < 0 THEN
    DELETE FROM "booking_days" WHERE "date" = "b"."date" AND "paid" = "b"."paid" AND "bookings" = 0;
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
CREATE FUNCTION "booking_sums_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "booking_sums_add"(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "booking_sums_add"(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_sums_insert_delete" AFTER INSERT OR DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION "booking_sums_follow"();--> statement-breakpoint
CREATE TRIGGER "bookings_sums_update" AFTER UPDATE OF "date", "paid", "paid_at", "cost_cents", "refund_cents", "destination_id" ON "bookings" FOR EACH ROW
  WHEN (OLD."date" IS DISTINCT FROM NEW."date" OR OLD."paid" IS DISTINCT FROM NEW."paid" OR OLD."paid_at" IS DISTINCT FROM NEW."paid_at"
    OR OLD."cost_cents" IS DISTINCT FROM NEW."cost_cents" OR OLD."refund_cents" IS DISTINCT FROM NEW."refund_cents"
    OR OLD."destination_id" IS DISTINCT FROM NEW."destination_id")
  EXECUTE FUNCTION "booking_sums_follow"();--> statement-breakpoint
CREATE FUNCTION "booking_sums_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "booking_days";
  INSERT INTO "booking_days" ("date", "paid", "bookings", "kept_cents")
  SELECT "date", "paid", count(*), coalesce(sum("cost_cents" - coalesce("refund_cents", 0)) FILTER (WHERE "paid"), 0)
  FROM "bookings" GROUP BY 1, 2;
  DELETE FROM "payment_months";
  INSERT INTO "payment_months" ("month", "destination_id", "bookings", "kept_cents")
  SELECT date_trunc('month', "paid_at" AT TIME ZONE 'Europe/Berlin')::date, "destination_id", count(*), sum("cost_cents" - coalesce("refund_cents", 0))
  FROM "bookings" WHERE "paid" AND "paid_at" IS NOT NULL GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT "booking_sums_rebuild"();
