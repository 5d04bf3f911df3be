CREATE TABLE "entry_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"secretary_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_payment_shares" (
	"payment_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"entry_step" integer NOT NULL,
	"credited_at" timestamp with time zone,
	"refund_payment_id" uuid,
	CONSTRAINT "team_payment_shares_payment_id_entry_id_pk" PRIMARY KEY("payment_id","entry_id")
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "entry_teams" ADD CONSTRAINT "entry_teams_form_id_entry_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."entry_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_teams" ADD CONSTRAINT "entry_teams_secretary_id_users_id_fk" FOREIGN KEY ("secretary_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_payment_shares" ADD CONSTRAINT "team_payment_shares_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_payment_shares" ADD CONSTRAINT "team_payment_shares_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_teams_secretary_idx" ON "entry_teams" USING btree ("secretary_id","created_at");--> statement-breakpoint
CREATE INDEX "team_payment_shares_entry_idx" ON "team_payment_shares" USING btree ("entry_id");--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_team_id_entry_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."entry_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_team_id_entry_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."entry_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_team_paid_once_key" ON "payments" USING btree ("team_id") WHERE "payments"."status" = 'paid' and "payments"."purpose" = 'team';