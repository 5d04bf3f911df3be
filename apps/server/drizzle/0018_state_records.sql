CREATE TABLE "record_marks" (
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"row" integer NOT NULL,
	"sport" text NOT NULL,
	"discipline_key" text NOT NULL,
	"gender" text NOT NULL,
	"sport_class" text NOT NULL,
	"kind" text NOT NULL,
	"mark_value" integer NOT NULL,
	"wind" integer,
	"user_id" uuid,
	"uid" text NOT NULL,
	"athlete_name" text NOT NULL,
	"district" text NOT NULL,
	"discipline_name" text NOT NULL,
	"discipline_name_hi" text DEFAULT '' NOT NULL,
	"competition_date" date NOT NULL,
	"first_published_at" timestamp with time zone NOT NULL,
	"record_step" text,
	"is_current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "record_marks_form_id_row_pk" PRIMARY KEY("form_id","row")
);
--> statement-breakpoint
ALTER TABLE "record_marks" ADD CONSTRAINT "record_marks_form_id_entry_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."entry_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_marks" ADD CONSTRAINT "record_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_marks_group_idx" ON "record_marks" USING btree ("sport","discipline_key","gender","sport_class");