ALTER TABLE "destinations" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "destinations" drop column "search_text";--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("destinations"."name" || ' ' || "destinations"."description" || ' ' || coalesce("destinations"."name_de", '') || ' ' || coalesce("destinations"."description_de", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "destinations_search_idx" ON "destinations" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "destinations"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
