CREATE INDEX "bookings_user_date_idx" ON "bookings" USING btree ("user_id","date","seq");--> statement-breakpoint
CREATE INDEX "bookings_date_seq_idx" ON "bookings" USING btree ("date","seq","paid","cost_cents","refund_cents");--> statement-breakpoint
CREATE INDEX "bookings_paid_at_idx" ON "bookings" USING btree ("paid_at","destination_id","cost_cents","refund_cents") WHERE "bookings"."paid";--> statement-breakpoint
CREATE INDEX "destinations_name_fold_idx" ON "destinations" USING btree (search_fold("name"),"seq") WHERE "destinations"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_seq_idx" ON "notifications" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "notifications_sender_lower_idx" ON "notifications" USING btree (lower("sender_email"));--> statement-breakpoint
CREATE INDEX "photos_place_lower_idx" ON "photos" USING btree (lower("place"));--> statement-breakpoint
CREATE INDEX "photos_uploaded_user_idx" ON "photos" USING btree ("uploaded_user_id");--> statement-breakpoint
CREATE INDEX "places_taken_date_idx" ON "places_taken" USING btree ("date");--> statement-breakpoint
CREATE INDEX "reviews_destination_rating_idx" ON "reviews" USING btree ("destination_id","rating");--> statement-breakpoint
CREATE INDEX "reviews_seq_idx" ON "reviews" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");