CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"client_secret" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "payment_intents_amount_positive" CHECK ("payment_intents"."amount_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "destinations_name_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cost_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "cost_cents" integer;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "destination_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_booking_idx" ON "payment_intents" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_destination_idx" ON "bookings" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("date");--> statement-breakpoint
CREATE INDEX "reviews_destination_idx" ON "reviews" USING btree ("destination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_name_key" ON "destinations" USING btree (lower("name")) WHERE "destinations"."archived_at" is null;--> statement-breakpoint
UPDATE "destinations" SET "cost_cents" = "cost" * 100;--> statement-breakpoint
UPDATE "bookings" SET "cost_cents" = "cost" * 100;