-- Substring search (name, e-mail, phone, UID, receipt) stays fast with 100,000+ athletes: trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_uid_trgm_idx" ON "users" USING gin ("uid" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_receipt_trgm_idx" ON "payments" USING gin ("receipt_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registrations_decided_idx" ON "registrations" ("status", "decided_at");
