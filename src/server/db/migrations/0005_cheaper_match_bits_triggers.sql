-- The match-bit triggers of 0003 cost every sticker write about 1.6 ms on PGlite, even for the
-- many collections that are not findable: the SQL-language refresh function was planned afresh
-- on each call, empty id list or not. The trigger now calls it only when a findable collection
-- changed, and the refresh is PL/pgSQL, whose statement plans are kept for the session.
CREATE OR REPLACE FUNCTION swapsies_refresh_match_bits(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
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
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION swapsies_stickers_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  findable_ids integer[];
BEGIN
  findable_ids := ARRAY(
    SELECT DISTINCT r.collection_id FROM changed_rows AS r
    JOIN collections AS c ON c.id = r.collection_id AND c.findable);
  IF cardinality(findable_ids) > 0 THEN
    PERFORM swapsies_refresh_match_bits(findable_ids);
  END IF;
  RETURN NULL;
END
$$;
