-- Swap matches (decisions 010) compare collections of one album by bit strings: one bit per album
-- position, set when the sticker there is needed (need_bits) or has a copy on offer (spare_bits).
-- They are kept only for collections opted in to matches, by statement-level triggers, so every
-- write path keeps them right and collections that are not findable pay almost nothing.
-- Stickers sit at positions 1..total_stickers; a deleted sticker leaves a 0 in both strings.
CREATE OR REPLACE FUNCTION swapsies_refresh_match_bits(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE collections AS c
  SET need_bits = b.need_bits, spare_bits = b.spare_bits
  FROM (
    SELECT r.collection_id,
      (string_agg(repeat('0', r.position - r.previous - 1) || r.need, '' ORDER BY r.position)
        || repeat('0', max(r.total) - max(r.position)))::varbit AS need_bits,
      (string_agg(repeat('0', r.position - r.previous - 1) || r.spare, '' ORDER BY r.position)
        || repeat('0', max(r.total) - max(r.position)))::varbit AS spare_bits
    FROM (
      SELECT s.collection_id, s.position, t.total_stickers AS total,
        coalesce(lag(s.position) OVER (PARTITION BY s.collection_id ORDER BY s.position), 0) AS previous,
        CASE WHEN s.owned THEN '0' ELSE '1' END AS need,
        CASE WHEN s.for_trade AND s.owned AND NOT s.is_pending AND NOT s.is_completed
              AND (CASE WHEN s.quantity > 1 THEN s.quantity - 1 ELSE 1 END) > s.promised
             THEN '1' ELSE '0' END AS spare
      FROM collections AS f
      JOIN collection_templates AS t ON t.id = f.template_id
      JOIN stickers AS s ON s.collection_id = f.id AND s.position BETWEEN 1 AND t.total_stickers
      WHERE f.id = ANY(ids) AND f.findable
    ) AS r
    GROUP BY r.collection_id
  ) AS b
  WHERE c.id = b.collection_id;
  -- A findable collection whose stickers were all deleted matches nothing.
  UPDATE collections AS c
  SET need_bits = repeat('0', t.total_stickers)::varbit, spare_bits = repeat('0', t.total_stickers)::varbit
  FROM collection_templates AS t
  WHERE c.id = ANY(ids) AND c.findable AND t.id = c.template_id
    AND NOT EXISTS (SELECT 1 FROM stickers AS s WHERE s.collection_id = c.id);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION swapsies_stickers_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM swapsies_refresh_match_bits(ARRAY(
    SELECT DISTINCT r.collection_id FROM changed_rows AS r
    JOIN collections AS c ON c.id = r.collection_id AND c.findable));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stickers_match_bits_insert AFTER INSERT ON stickers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION swapsies_stickers_changed();
--> statement-breakpoint
CREATE TRIGGER stickers_match_bits_update AFTER UPDATE ON stickers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION swapsies_stickers_changed();
--> statement-breakpoint
CREATE TRIGGER stickers_match_bits_delete AFTER DELETE ON stickers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION swapsies_stickers_changed();
