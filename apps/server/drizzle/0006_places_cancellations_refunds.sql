CREATE TABLE "places_taken" (
	"destination_id" uuid NOT NULL,
	"date" date NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "places_taken_destination_id_date_pk" PRIMARY KEY("destination_id","date"),
	CONSTRAINT "places_taken_not_negative" CHECK ("places_taken"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_refunds_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "test_refunds_amount_positive" CHECK ("test_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "bookings_user_date_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travellers" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '1 day' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_cents" integer;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "capacity" integer;--> statement-breakpoint
-- Bookings made before states existed: the paid ones are paid, the others unpaid and held for a day from now.
UPDATE "bookings" SET "status" = 'paid' WHERE "paid";--> statement-breakpoint
-- The places the existing bookings hold.
INSERT INTO "places_taken" ("destination_id", "date", "taken") SELECT "destination_id", "date", sum("travellers") FROM "bookings" WHERE "status" in ('unpaid', 'paid') GROUP BY "destination_id", "date";--> statement-breakpoint
ALTER TABLE "places_taken" ADD CONSTRAINT "places_taken_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_unpaid_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."status" = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_user_date_key" ON "bookings" USING btree ("user_id","date") WHERE "bookings"."status" in ('unpaid', 'paid');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_id_unique" UNIQUE("refund_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_paid_status" CHECK ("bookings"."paid" = ("bookings"."status" in ('paid', 'cancelled')));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_at" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund" CHECK (("bookings"."refund_id" is null) = ("bookings"."refund_cents" is null) and ("bookings"."refund_id" is null or "bookings"."status" = 'cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_travellers_range" CHECK ("bookings"."travellers" between 1 and 10);--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_capacity_range" CHECK ("destinations"."capacity" between 1 and 1000);