-- The sport classes an athlete's registration holds, upper-case: the index of the competitions' entries
-- list's class filter. Written by hand (drizzle-kit does not write functions); a "sports" that is not an
-- array holds no class.
CREATE OR REPLACE FUNCTION registration_sport_classes(page2 jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(page2 -> 'sports') = 'array' THEN coalesce((
    SELECT array_agg(upper(s ->> 'sportClass')) FROM jsonb_array_elements(page2 -> 'sports') s
    WHERE s ->> 'sportClass' IS NOT NULL), '{}'::text[]) ELSE '{}'::text[] END
$$;--> statement-breakpoint
CREATE INDEX "entries_withdrawn_idx" ON "entries" USING btree ("id") WHERE "entries"."status" = 'withdrawn';--> statement-breakpoint
CREATE INDEX "registrations_district_lower_idx" ON "registrations" USING btree (lower("district"));--> statement-breakpoint
CREATE INDEX "registrations_sport_classes_idx" ON "registrations" USING gin (registration_sport_classes("page2"));--> statement-breakpoint
CREATE INDEX "registrations_district_trgm_idx" ON "registrations" USING gin (lower(coalesce("district", '')) gin_trgm_ops);