ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cost_positive";--> statement-breakpoint
ALTER TABLE "destinations" DROP CONSTRAINT "destinations_cost_positive";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "cost_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ALTER COLUMN "cost_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "cost";--> statement-breakpoint
ALTER TABLE "destinations" DROP COLUMN "cost";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cost_cents_positive" CHECK ("bookings"."cost_cents" > 0);--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_cost_cents_positive" CHECK ("destinations"."cost_cents" > 0);