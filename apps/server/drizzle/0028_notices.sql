CREATE TABLE "notice_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"cost_paise" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_delivery_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"delivery_id" uuid,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" boolean,
	"sms" boolean,
	"language" text,
	"whatsapp_opted_in_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"channel" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_delivery_reports" ADD CONSTRAINT "notice_delivery_reports_delivery_id_notice_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."notice_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_deliveries_key" ON "notice_deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "notice_deliveries_due_idx" ON "notice_deliveries" USING btree ("next_attempt_at") WHERE "notice_deliveries"."state" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "notice_deliveries_notice_idx" ON "notice_deliveries" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "notice_deliveries_provider_idx" ON "notice_deliveries" USING btree ("channel","provider_message_id") WHERE "notice_deliveries"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "notice_deliveries_day_idx" ON "notice_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notice_delivery_reports_message_idx" ON "notice_delivery_reports" USING btree ("channel","provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_idempotency_key" ON "notices" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_consents_user_idx" ON "whatsapp_consents" USING btree ("user_id","at");