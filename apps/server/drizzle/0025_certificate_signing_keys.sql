CREATE TABLE "certificate_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text,
	"private_key_wrapping" text DEFAULT 'none' NOT NULL,
	"signed_records_without_kid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_signing_keys_one_active_key" ON "certificate_signing_keys" USING btree (("retired_at" is null)) WHERE "certificate_signing_keys"."retired_at" is null;