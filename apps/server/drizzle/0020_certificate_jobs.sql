CREATE TABLE "certificate_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"form_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"cause" text NOT NULL,
	"results_version" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"superseded" integer DEFAULT 0 NOT NULL,
	"kept" integer DEFAULT 0 NOT NULL,
	"error" text,
	"requested_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "certificate_jobs" ADD CONSTRAINT "certificate_jobs_form_id_entry_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."entry_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_jobs_form_idx" ON "certificate_jobs" USING btree ("form_id","seq");--> statement-breakpoint
CREATE INDEX "certificate_jobs_state_idx" ON "certificate_jobs" USING btree ("state","seq");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_form_status_idx" ON "certificates" USING btree ("form_id","status","number");