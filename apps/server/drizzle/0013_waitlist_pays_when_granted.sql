DROP INDEX "payments_entry_paid_once_key";--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "paid_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "payments_credited" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_disciplines" ADD COLUMN "settled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "entry_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_entry_paid_once_key" ON "payments" USING btree ("entry_id","entry_step") WHERE "payments"."status" = 'paid' and "payments"."purpose" = 'entry';--> statement-breakpoint
-- Entries made before: what their credited payments paid, and places of confirmed entries are paid for.
UPDATE "entries" SET "paid_paise" = paid."total", "payments_credited" = paid."count"
FROM (SELECT "entry_id", sum("amount_paise")::int AS "total", count(*)::int AS "count"
      FROM "payments" WHERE "purpose" = 'entry' AND "status" = 'paid' GROUP BY "entry_id") AS paid
WHERE paid."entry_id" = "entries"."id";--> statement-breakpoint
UPDATE "entry_disciplines" SET "settled" = true
WHERE "status" = 'entered'
  AND EXISTS (SELECT 1 FROM "entries" e WHERE e."id" = "entry_disciplines"."entry_id" AND e."status" = 'confirmed');
