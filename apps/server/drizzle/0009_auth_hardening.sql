-- A sign-up's credentials travel with the verification code mailed for it: an unverified account is only
-- given a name, phone and password by the code of the sign-up that chose them, so a later sign-up with the
-- same address cannot change what an earlier code activates (docs/decisions/0017-auth-hardening.md).
ALTER TABLE "one_time_codes" ADD COLUMN "signup_id" uuid;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "pending_name" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "pending_phone" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "pending_password_hash" text;
--> statement-breakpoint
-- A webhook the gateway sends again under a new event id is the same event for the same payment: it is
-- recorded once (docs/decisions/0017-auth-hardening.md).
ALTER TABLE "webhook_events" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_payment_type_key" ON "webhook_events" USING btree ("gateway","gateway_payment_id","type") WHERE "webhook_events"."gateway_payment_id" is not null;
