-- Decision 035: the ranking's candidates come from an index-only scan. The potential index now
-- carries every column the candidate scan reads (owner, circle-only flag, both bit strings), so
-- the best candidates of an album are read from the index alone, with no random heap read per
-- candidate, on pages the visibility map marks all-visible (autovacuum keeps it so). Same name
-- and keys as in 0024; Drizzle cannot declare INCLUDE, so schema/collections.ts keeps the keys.
DROP INDEX IF EXISTS "collections_match_potential_idx";
--> statement-breakpoint
CREATE INDEX "collections_match_potential_idx" ON "collections" USING btree ("template_id",(least(bit_count("spare_bits"), bit_count("need_bits"))) desc,"id") INCLUDE ("user_id","circle_only","spare_bits","need_bits") WHERE "collections"."findable" and "collections"."status" = 'active';
