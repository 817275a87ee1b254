-- Declared integrity back for stickers (decision 022, reversing part of decision 011): a foreign
-- key from (user_id, collection_id) to the collection's (user_id, id) replaces the triggers of
-- migration 0006. It also says what those never did: a sticker's owner is its collection's.
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_uq" UNIQUE("user_id","id");--> statement-breakpoint
ALTER TABLE "stickers" ADD CONSTRAINT "stickers_collection_owner_fk" FOREIGN KEY ("user_id","collection_id") REFERENCES "public"."collections"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP TRIGGER IF EXISTS stickers_need_collection ON stickers;--> statement-breakpoint
DROP TRIGGER IF EXISTS stickers_stay_in_collection ON stickers;--> statement-breakpoint
DROP TRIGGER IF EXISTS collections_delete_stickers ON collections;--> statement-breakpoint
DROP FUNCTION IF EXISTS swapsies_stickers_need_collection();--> statement-breakpoint
DROP FUNCTION IF EXISTS swapsies_sticker_stays_in_collection();--> statement-breakpoint
DROP FUNCTION IF EXISTS swapsies_collections_deleted();
