ALTER TABLE "accreditation_cards" ALTER COLUMN "form_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD COLUMN "holder_kind" text;--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD COLUMN "holder_id" uuid;--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD COLUMN "event_title" text;--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD COLUMN "event_title_hi" text;--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD COLUMN "event_start" date;--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD COLUMN "event_end" date;--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_cards_holder_idx" ON "accreditation_cards" USING btree ("holder_kind","holder_id") WHERE holder_kind is not null;--> statement-breakpoint
CREATE INDEX "accreditation_cards_event_idx" ON "accreditation_cards" USING btree ("event_id");