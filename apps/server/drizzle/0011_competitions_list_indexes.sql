CREATE INDEX "entries_withdrawn_idx" ON "entries" USING btree ("id") WHERE "entries"."status" = 'withdrawn';--> statement-breakpoint
CREATE INDEX "registrations_district_lower_idx" ON "registrations" USING btree (lower("district"));--> statement-breakpoint
CREATE INDEX "registrations_district_trgm_idx" ON "registrations" USING gin (lower(coalesce("district", '')) gin_trgm_ops);