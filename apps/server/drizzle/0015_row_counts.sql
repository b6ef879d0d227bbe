CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"rows" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "row_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "rows" = "rows" + CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END
  WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_row_count" AFTER INSERT OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION "row_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "photos_row_count" AFTER INSERT OR DELETE ON "photos" FOR EACH ROW EXECUTE FUNCTION "row_counts_follow"();--> statement-breakpoint
CREATE FUNCTION "row_counts_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "row_counts";
  INSERT INTO "row_counts" ("table_name", "rows")
  SELECT 'reviews', count(*) FROM "reviews" UNION ALL SELECT 'photos', count(*) FROM "photos";
$$;--> statement-breakpoint
SELECT "row_counts_rebuild"();
