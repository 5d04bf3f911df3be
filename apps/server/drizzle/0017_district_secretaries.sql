ALTER TABLE "users" ADD COLUMN "assisted_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "taken_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "secretary_districts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "users_secretaries_idx" ON "users" USING btree ("id") WHERE cardinality("users"."secretary_districts") > 0;