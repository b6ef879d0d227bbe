ALTER TABLE "bookings" ADD COLUMN "meeting_point" jsonb;--> statement-breakpoint
UPDATE "bookings" SET "meeting_point" = "destinations"."meeting_point" FROM "destinations" WHERE "destinations"."id" = "bookings"."destination_id" AND "destinations"."meeting_point" IS NOT NULL;
