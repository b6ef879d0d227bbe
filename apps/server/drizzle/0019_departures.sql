ALTER TABLE "places_taken" ADD COLUMN "time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "places_taken" DROP CONSTRAINT "places_taken_destination_id_date_pk";--> statement-breakpoint
ALTER TABLE "places_taken" ADD CONSTRAINT "places_taken_destination_id_date_time_pk" PRIMARY KEY("destination_id","date","time");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tickets" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "start_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "prices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "cutoff_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "min_travellers" integer;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "decide_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "meeting_point" jsonb;--> statement-breakpoint
ALTER TABLE "places_taken" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_cutoff_range" CHECK ("destinations"."cutoff_minutes" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_min_travellers_range" CHECK ("destinations"."min_travellers" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_decide_hours_range" CHECK ("destinations"."decide_hours" between 1 and 720);--> statement-breakpoint
ALTER TABLE "places_taken" ADD CONSTRAINT "places_taken_status" CHECK ("places_taken"."status" in ('open', 'closed', 'cancelled', 'guaranteed'));
