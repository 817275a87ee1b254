-- The group finder ranks the directory by full-text match and trigram similarity to an album's
-- title (docs/product.md "Sharing").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "facebook_groups_search_trgm_idx" ON "facebook_groups" USING gin ((lower("name" || ' ' || "keywords")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "facebook_groups_search_fts_idx" ON "facebook_groups" USING gin (to_tsvector('simple', "name" || ' ' || "keywords" || ' ' || "description"));
