CREATE TABLE "result_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"content_sha256" text NOT NULL,
	"rows" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"warnings" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"published_version" integer
);
--> statement-breakpoint
CREATE TABLE "result_versions" (
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"import_id" uuid NOT NULL,
	"content_sha256" text NOT NULL,
	"count" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "result_versions_form_id_version_pk" PRIMARY KEY("form_id","version")
);
--> statement-breakpoint
CREATE TABLE "results" (
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"row" integer NOT NULL,
	"discipline_key" text NOT NULL,
	"user_id" uuid,
	"uid" text NOT NULL,
	"bib" text,
	"mark_value" integer,
	"status" text,
	"rule" text,
	"wind" integer,
	"heat" text,
	"lane" integer,
	"round" text,
	"remarks" text,
	"place" integer,
	CONSTRAINT "results_form_id_version_row_pk" PRIMARY KEY("form_id","version","row")
);
--> statement-breakpoint
ALTER TABLE "result_imports" ADD CONSTRAINT "result_imports_form_id_entry_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."entry_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_imports" ADD CONSTRAINT "result_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_versions" ADD CONSTRAINT "result_versions_form_id_entry_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."entry_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_versions" ADD CONSTRAINT "result_versions_import_id_result_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."result_imports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_versions" ADD CONSTRAINT "result_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_form_id_version_result_versions_form_id_version_fk" FOREIGN KEY ("form_id","version") REFERENCES "public"."result_versions"("form_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_imports_form_idx" ON "result_imports" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "results_user_idx" ON "results" USING btree ("user_id","form_id");