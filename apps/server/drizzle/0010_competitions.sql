CREATE TABLE "entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"form_version" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"answers" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"hold_until" timestamp with time zone,
	"closing_reminder_at" timestamp with time zone,
	"bib" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	"withdraw_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_disciplines" (
	"entry_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"discipline_key" text NOT NULL,
	"status" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"moved_up_at" timestamp with time zone,
	CONSTRAINT "entry_disciplines_entry_id_discipline_key_pk" PRIMARY KEY("entry_id","discipline_key")
);
--> statement-breakpoint
CREATE TABLE "entry_form_versions" (
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entry_form_versions_form_id_version_pk" PRIMARY KEY("form_id","version")
);
--> statement-breakpoint
CREATE TABLE "entry_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"late_until" timestamp with time zone,
	"late_fee_paise" integer DEFAULT 0 NOT NULL,
	"withdraw_until" timestamp with time zone,
	"fee_paise" integer NOT NULL,
	"max_disciplines" integer,
	"allow_unclassified" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"disciplines" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"bibs_assigned_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "entry_id" uuid;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_form_id_entry_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."entry_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_disciplines" ADD CONSTRAINT "entry_disciplines_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_disciplines" ADD CONSTRAINT "entry_disciplines_form_id_entry_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."entry_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_form_versions" ADD CONSTRAINT "entry_form_versions_form_id_entry_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."entry_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_form_versions" ADD CONSTRAINT "entry_form_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_forms" ADD CONSTRAINT "entry_forms_event_id_public_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."public_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_forms" ADD CONSTRAINT "entry_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entries_live_key" ON "entries" USING btree ("form_id","user_id") WHERE "entries"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "entries_form_idx" ON "entries" USING btree ("form_id","created_at","id");--> statement-breakpoint
CREATE INDEX "entries_user_idx" ON "entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "entries_hold_idx" ON "entries" USING btree ("hold_until") WHERE "entries"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "entry_disciplines_form_idx" ON "entry_disciplines" USING btree ("form_id","discipline_key","status","queued_at");--> statement-breakpoint
CREATE INDEX "entry_forms_created_idx" ON "entry_forms" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "entry_forms_event_idx" ON "entry_forms" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The registration fee stays paid once per athlete; an entry's fee is paid once per entry.
DROP INDEX IF EXISTS "payments_paid_once_key";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_paid_once_key" ON "payments" USING btree ("user_id","purpose") WHERE "payments"."status" = 'paid' and "payments"."purpose" = 'registration';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_entry_paid_once_key" ON "payments" USING btree ("entry_id") WHERE "payments"."status" = 'paid' and "payments"."purpose" = 'entry';--> statement-breakpoint
CREATE INDEX "payments_entry_idx" ON "payments" USING btree ("entry_id") WHERE "payments"."entry_id" is not null;
