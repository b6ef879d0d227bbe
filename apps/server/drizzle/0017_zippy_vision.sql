CREATE TABLE "stray_refunds" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"booking_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"refund_id" text,
	"refund_status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "stray_refunds_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "stray_refunds_amount_positive" CHECK ("stray_refunds"."amount_cents" > 0),
	CONSTRAINT "stray_refunds_refunded" CHECK (("stray_refunds"."refund_id" is null) = ("stray_refunds"."refunded_at" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_intents" DROP CONSTRAINT "payment_intents_booking_id_bookings_id_fk";
--> statement-breakpoint
CREATE INDEX "stray_refunds_created_idx" ON "stray_refunds" USING btree ("created_at");