-- Issue 31 item 2 (decision 020, "Distances that cannot be inverted"): area changes are counted
-- per account per UTC day, so moving one's own area cannot be used to probe where someone else is.
ALTER TABLE "users" ADD COLUMN "area_changes_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area_changes" integer DEFAULT 0 NOT NULL;
