-- One search column per searched table (lower-case name, e-mail, phone digits, UID; a payment's references)
-- with one trigram index each, instead of an OR of one trigram index per column; the queue's indexes end
-- with user_id so its counts read them alone (docs/decisions/0005-admin-lists-at-scale.md).
DROP INDEX "registrations_queue_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("receipt_number") || ' | ' || lower(coalesce("gateway_order_id", '')) || ' | ' || lower(coalesce("gateway_payment_id", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name") || ' | ' || lower("email") || ' | ' || regexp_replace("phone", '[^0-9]', '', 'g') || ' | ' || lower(coalesce("uid", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_search_trgm_idx" ON "payments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_decided_user_idx" ON "registrations" USING btree ("status","decided_at" DESC NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_prefix_idx" ON "users" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "registrations_queue_idx" ON "registrations" USING btree ("status","submitted_at","user_id");--> statement-breakpoint
-- Indexes of 0004 that the above replace (users_uid_trgm_idx stays: Search UID matches the UID alone).
DROP INDEX IF EXISTS "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_phone_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "payments_receipt_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "registrations_decided_idx";--> statement-breakpoint
-- Statistics for the new columns now: without them PostgreSQL guesses how many rows a search matches and
-- can pick a scan where the trigram index would answer at once (until autovacuum gets round to it).
ANALYZE "users";--> statement-breakpoint
ANALYZE "payments";--> statement-breakpoint
ANALYZE "registrations";
