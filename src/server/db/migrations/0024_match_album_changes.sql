-- Decision 035: the cached swap matches read how many times the album's opted-in, active
-- collections changed, instead of counting and summing every candidate's id and version (which
-- grows with the crowd). The trigger counts exactly what that fingerprint saw: a collection
-- joining or leaving the candidates (created, deleted, opted in or out, archived, moved album)
-- and every version bump of a candidate. Spread over 16 rows per album (slot = id % 16) so
-- concurrent writers of one album rarely wait on the same row.
CREATE TABLE "match_album_changes" (
	"template_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "match_album_changes_template_id_slot_pk" PRIMARY KEY("template_id","slot")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION swapsies_count_match_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was boolean := false;
  is_now boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN was := OLD.findable AND OLD.status = 'active'; END IF;
  IF TG_OP <> 'DELETE' THEN is_now := NEW.findable AND NEW.status = 'active'; END IF;
  IF was THEN
    INSERT INTO match_album_changes AS m (template_id, slot, changes)
    VALUES (OLD.template_id, OLD.id % 16, 1)
    ON CONFLICT (template_id, slot) DO UPDATE SET changes = m.changes + 1;
  END IF;
  IF is_now AND (NOT was OR OLD.template_id <> NEW.template_id) THEN
    INSERT INTO match_album_changes AS m (template_id, slot, changes)
    VALUES (NEW.template_id, NEW.id % 16, 1)
    ON CONFLICT (template_id, slot) DO UPDATE SET changes = m.changes + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collections_match_changes
AFTER INSERT OR DELETE OR UPDATE OF version, findable, status, template_id ON collections
FOR EACH ROW EXECUTE FUNCTION swapsies_count_match_change();
--> statement-breakpoint
-- Decision 035: the ranking of "Everyone" and "Near me" compares only an album's candidates with
-- the most to swap at best, read from this index in order (features/matches/data.ts, POTENTIAL).
-- The potential index carries every column the candidate scan reads (owner, circle-only flag,
-- both bit strings), so the best candidates of an album come from an index-only scan
-- (decision 035). Drizzle cannot declare INCLUDE, so schema/collections.ts keeps the keys.
CREATE INDEX "collections_match_potential_idx" ON "collections" USING btree ("template_id",(least(bit_count("spare_bits"), bit_count("need_bits"))) desc,"id") INCLUDE ("user_id","circle_only","spare_bits","need_bits") WHERE "collections"."findable" and "collections"."status" = 'active';
