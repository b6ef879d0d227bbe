DROP INDEX "notifications_sender_lower_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sender_user_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_sender_user_idx" ON "notifications" USING btree ("sender_user_id");--> statement-breakpoint
-- Mails queued unsealed by earlier versions that have finished keep whom they went to and what about,
-- not their text and links (docs/decisions/0014-secrets-at-rest.md).
UPDATE "jobs" SET "payload" = jsonb_build_object('type', 'message', 'to', "payload"->'message'->>'to', 'subject', "payload"->'message'->>'subject') WHERE "kind" = 'mail' AND "status" IN ('done', 'failed') AND "payload"->'message' IS NOT NULL;
