-- A traveller's earlier reviews of a destination they reviewed again give way to the newest one,
-- which the unique index below then keeps the only one.
DELETE FROM "reviews" AS "older"
USING "reviews" AS "newer"
WHERE "older"."user_id" IS NOT NULL
  AND "older"."destination_id" IS NOT NULL
  AND "older"."user_id" = "newer"."user_id"
  AND "older"."destination_id" = "newer"."destination_id"
  AND "older"."seq" < "newer"."seq";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_destination_key" ON "reviews" USING btree ("user_id","destination_id") WHERE "reviews"."user_id" is not null and "reviews"."destination_id" is not null;
