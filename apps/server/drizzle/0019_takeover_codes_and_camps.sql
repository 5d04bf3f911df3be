CREATE TABLE "registration_camps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network" text NOT NULL,
	"district" text NOT NULL,
	"opened_by" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "takeover_code_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "takeover_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_camps" ADD CONSTRAINT "registration_camps_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_camps_network_idx" ON "registration_camps" USING btree ("network","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_takeover_code_key" ON "users" USING btree ("takeover_code_hash") WHERE "users"."takeover_code_hash" is not null;