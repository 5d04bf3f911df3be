-- A fee is credited once per athlete and purpose: a second payment for it (an old order paid after the
-- fee changed, a checkout left open in another tab) is kept as an overpayment to refund. Payments that
-- already broke the rule become such overpayments, the earliest payment staying the credited one.
UPDATE "payments" AS "later" SET "status" = 'refund_due'
WHERE "later"."status" = 'paid' AND EXISTS (
	SELECT 1 FROM "payments" AS "earlier"
	WHERE "earlier"."user_id" = "later"."user_id" AND "earlier"."purpose" = "later"."purpose"
		AND "earlier"."status" = 'paid'
		AND (coalesce("earlier"."paid_at", "earlier"."created_at"), "earlier"."id") < (coalesce("later"."paid_at", "later"."created_at"), "later"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_paid_once_key" ON "payments" USING btree ("user_id","purpose") WHERE "payments"."status" = 'paid';--> statement-breakpoint
-- Replaced documents' files are deleted after a grace period; the row stays as history.
ALTER TABLE "registration_documents" ADD COLUMN "file_pruned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "registration_documents_user_idx" ON "registration_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "registration_documents_prune_idx" ON "registration_documents" USING btree ("replaced_at") WHERE "registration_documents"."replaced_at" is not null and "registration_documents"."file_pruned_at" is null;
