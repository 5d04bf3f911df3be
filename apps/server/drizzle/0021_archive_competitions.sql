-- A past competition added for its results alone (docs/decisions/0032-previous-events-archive.md).
ALTER TABLE "entry_forms" ADD COLUMN "archive" boolean DEFAULT false NOT NULL;
