CREATE TABLE "district_checks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"recommendation" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"documents_seen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"district" text NOT NULL,
	"checked_by" uuid,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "district_checks" ADD CONSTRAINT "district_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_checks" ADD CONSTRAINT "district_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "district_checks_recommendation_idx" ON "district_checks" USING btree ("recommendation","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_links_token_key" ON "pay_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pay_links_user_idx" ON "pay_links" USING btree ("user_id");