CREATE TABLE "selection_external_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"selection_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"discipline_key" text NOT NULL,
	"mark_value" integer NOT NULL,
	"wind" integer,
	"competition" text NOT NULL,
	"competition_date" date NOT NULL,
	"round" text,
	"proof" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_invitations" (
	"selection_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "selection_invitations_selection_id_user_id_pk" PRIMARY KEY("selection_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "selection_nominations" (
	"selection_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"discipline_key" text NOT NULL,
	"reason" text,
	"rolled_down_from" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "selection_nominations_selection_id_user_id_discipline_key_pk" PRIMARY KEY("selection_id","user_id","discipline_key")
);
--> statement-breakpoint
CREATE TABLE "selection_standards" (
	"selection_id" uuid NOT NULL,
	"discipline_key" text NOT NULL,
	"sport_class" text NOT NULL,
	"gender" text NOT NULL,
	"sport" text NOT NULL,
	"discipline_name" text NOT NULL,
	"discipline_name_hi" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"mark_value" integer NOT NULL,
	"row" integer NOT NULL,
	CONSTRAINT "selection_standards_selection_id_discipline_key_sport_class_gender_pk" PRIMARY KEY("selection_id","discipline_key","sport_class","gender")
);
--> statement-breakpoint
CREATE TABLE "selection_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"selection_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"phone" text,
	"date_of_birth" date,
	"goes_with_user_id" uuid,
	"wheelchair" boolean DEFAULT false NOT NULL,
	"seating" text,
	"diet" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"championship_name" text NOT NULL,
	"venue" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"entry_deadline" date,
	"window_start" date NOT NULL,
	"window_end" date NOT NULL,
	"places" integer NOT NULL,
	"places_male" integer,
	"places_female" integer,
	"minimum_age" integer,
	"age_on" date,
	"reply_days" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"nominated_by" uuid,
	"nominated_at" timestamp with time zone,
	"ratified_by" uuid,
	"ratified_at" timestamp with time zone,
	"returned_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "selection_external_marks" ADD CONSTRAINT "selection_external_marks_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_external_marks" ADD CONSTRAINT "selection_external_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_external_marks" ADD CONSTRAINT "selection_external_marks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_invitations" ADD CONSTRAINT "selection_invitations_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_invitations" ADD CONSTRAINT "selection_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_nominations" ADD CONSTRAINT "selection_nominations_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_nominations" ADD CONSTRAINT "selection_nominations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_standards" ADD CONSTRAINT "selection_standards_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_team_members" ADD CONSTRAINT "selection_team_members_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_team_members" ADD CONSTRAINT "selection_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_team_members" ADD CONSTRAINT "selection_team_members_goes_with_user_id_users_id_fk" FOREIGN KEY ("goes_with_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_nominated_by_users_id_fk" FOREIGN KEY ("nominated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_ratified_by_users_id_fk" FOREIGN KEY ("ratified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "selection_external_marks_selection_idx" ON "selection_external_marks" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "selection_invitations_user_idx" ON "selection_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "selection_invitations_open_idx" ON "selection_invitations" USING btree ("respond_by") WHERE "selection_invitations"."status" = 'invited';--> statement-breakpoint
CREATE INDEX "selection_team_members_selection_idx" ON "selection_team_members" USING btree ("selection_id","role");