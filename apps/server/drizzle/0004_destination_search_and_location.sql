-- Search: words match name and description in any case and with or without accents ('lubeck'
-- finds Lübeck). Both extensions are trusted: the database's owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so neither a stored column nor an index
-- may use it directly; with the dictionary named, the folding is fixed, and IMMUTABLE is the usual,
-- documented promise. The schema is named so that it works whatever the caller's search_path.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("destinations"."name" || ' ' || "destinations"."description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "destinations_search_idx" ON "destinations" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "destinations"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_location_pair" CHECK (("destinations"."latitude" is null) = ("destinations"."longitude" is null));--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_latitude_range" CHECK ("destinations"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_longitude_range" CHECK ("destinations"."longitude" between -180 and 180);--> statement-breakpoint
-- The demo destinations of installs made before locations existed get theirs (as seed/data.ts).
UPDATE "destinations" AS d SET "latitude" = v.lat, "longitude" = v.lon
	FROM (VALUES
		('Berlin', 52.5163, 13.3777),
		('Munich', 48.1374, 11.5755),
		('Frankfurt', 50.1109, 8.6821),
		('Stuttgart', 48.7784, 9.18),
		('Cologne', 50.9413, 6.9583),
		('Düsseldorf', 51.2254, 6.7763),
		('Hamburg', 53.5413, 9.9841),
		('Nuremberg', 49.4578, 11.0755),
		('Dresden', 51.0519, 13.7415),
		('Heidelberg', 49.4106, 8.7153),
		('Neuschwanstein', 47.5576, 10.7498),
		('Lübeck', 53.8663, 10.6797)
	) AS v(name, lat, lon)
	WHERE d."name" = v.name AND d."latitude" IS NULL;--> statement-breakpoint
-- Cologne's demo text names the city as Germans do, so that a search for 'Koln' finds it; only
-- the untouched demo text changes, never an admin's own words.
UPDATE "destinations" SET "description" = 'The cathedral of Köln, as Germans call Cologne, took more than 600 years to finish; climb the 533 steps of its south tower for the view over the Rhine. Cross the Hohenzollern Bridge with its love locks, then drink Kölsch in an old-town brewery: the waiter brings fresh glasses until you cover yours with a beer mat.'
	WHERE "name" = 'Cologne' AND "description" = 'The cathedral took more than 600 years to finish; climb the 533 steps of its south tower for the view over the Rhine. Cross the Hohenzollern Bridge with its love locks, then drink Kölsch in an old-town brewery: the waiter brings fresh glasses until you cover yours with a beer mat.';
