-- Normalised identity keys, so a second account for the same athlete is noticed
-- (docs/decisions/0011-duplicate-athletes.md). The rules match modules/registration/identity-keys.ts:
-- UDID and certificate number upper-case with everything but letters and digits removed; the person as
-- lower-case name (spaces and dots collapsed) | date of birth | lower-case district.
ALTER TABLE "registrations" ADD COLUMN "udid_key" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "certificate_key" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "person_key" text;--> statement-breakpoint
UPDATE "registrations" SET
  "udid_key" = CASE WHEN "page2"->'certificate'->>'kind' = 'udid'
    THEN nullif(regexp_replace(upper("page2"->'certificate'->>'udidNumber'), '[^0-9A-Z]', '', 'g'), '') END,
  "certificate_key" = CASE WHEN "page2"->'certificate'->>'kind' = 'certificate'
    THEN nullif(regexp_replace(upper("page2"->'certificate'->>'certificateNumber'), '[^0-9A-Z]', '', 'g'), '') END,
  "person_key" = CASE WHEN "page1" IS NOT NULL
    THEN btrim(regexp_replace(lower("page1"->>'fullName'), '[[:space:].]+', ' ', 'g')) || '|' || ("page1"->>'dateOfBirth') || '|' || lower(btrim("page1"->'address'->>'district')) END;--> statement-breakpoint
CREATE INDEX "registrations_udid_key_idx" ON "registrations" USING btree ("udid_key") WHERE "udid_key" is not null;--> statement-breakpoint
CREATE INDEX "registrations_certificate_key_idx" ON "registrations" USING btree ("certificate_key") WHERE "certificate_key" is not null;--> statement-breakpoint
CREATE INDEX "registrations_person_key_idx" ON "registrations" USING btree ("person_key") WHERE "person_key" is not null;
