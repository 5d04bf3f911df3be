-- Assisted accounts whose owner proved the address (a sign-up's code or a password reset) before that
-- ended the district's hold: they are the owner's since then, and no take-over code of theirs stays
-- usable (docs/decisions/0034).
UPDATE "users" SET "taken_over_at" = "email_verified_at", "takeover_code_hash" = NULL, "takeover_code_expires_at" = NULL
WHERE "assisted_by" IS NOT NULL AND "taken_over_at" IS NULL AND "email_verified_at" IS NOT NULL;
