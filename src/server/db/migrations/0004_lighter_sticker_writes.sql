-- Creating an album writes up to 10,000 stickers at once: a foreign key to users checked row by
-- row and an index on user_id made that much slower, and neither is needed (stickers go with
-- their collection, whose own foreign key cascades from users; ownership is checked by id).
ALTER TABLE "stickers" DROP CONSTRAINT "stickers_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "stickers_user_id_idx";
--> statement-breakpoint
-- Toggles and bulk updates rewrite sticker rows without touching indexed columns: room left on
-- each page lets PostgreSQL update them in place (HOT) instead of adding index entries.
ALTER TABLE "stickers" SET (fillfactor = 70);
--> statement-breakpoint
-- Swap matching ANDs these bit strings for every candidate collection: stored plain (no short
-- header), they are used in place instead of being copied before each AND.
ALTER TABLE "collections" ALTER COLUMN "need_bits" SET STORAGE PLAIN;
--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "spare_bits" SET STORAGE PLAIN;
