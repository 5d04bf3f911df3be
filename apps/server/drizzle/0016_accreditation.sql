CREATE TABLE "accreditation_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"number" text NOT NULL,
	"source" text NOT NULL,
	"entry_id" uuid,
	"field_key" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"uid" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"name_in_script" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"category" text NOT NULL,
	"extra_zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accreditation_prints" (
	"token" text PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD CONSTRAINT "accreditation_cards_form_id_entry_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."entry_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD CONSTRAINT "accreditation_cards_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD CONSTRAINT "accreditation_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD CONSTRAINT "accreditation_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_prints" ADD CONSTRAINT "accreditation_prints_card_id_accreditation_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."accreditation_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_cards_number_idx" ON "accreditation_cards" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_cards_entry_idx" ON "accreditation_cards" USING btree ("entry_id","source","field_key");--> statement-breakpoint
CREATE INDEX "accreditation_cards_form_idx" ON "accreditation_cards" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "accreditation_cards_user_idx" ON "accreditation_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_prints_card_version_idx" ON "accreditation_prints" USING btree ("card_id","version");