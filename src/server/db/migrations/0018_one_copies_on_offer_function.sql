-- Copies on offer (decision 010) were written four times: the domain's `offeredCopies`
-- (src/domain/sticker/spares.ts), the guard of a swap's promise in matches/mutations.ts, and the
-- match-bit refresh of 0003 and again of 0005. This is the one SQL definition: the refresh and the
-- promise both call it, and src/server/db/copies-on-offer.test.ts property-tests it against the
-- domain's function on both databases. A sticker offers its spares (copies beyond the album's
-- own; a single for-trade copy is itself spare) while it is owned, for trade and in no trade,
-- less the copies already promised in swaps. An IMMUTABLE one-expression SQL function is inlined
-- into the statements that call it, so it costs nothing per row.
CREATE OR REPLACE FUNCTION swapsies_copies_on_offer(
  owned boolean, for_trade boolean, is_pending boolean, is_completed boolean,
  quantity integer, promised integer
) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN owned AND for_trade AND NOT is_pending AND NOT is_completed
      THEN greatest(0, (CASE WHEN quantity > 1 THEN quantity - 1 ELSE 1 END) - promised)
    ELSE 0
  END
$$;
--> statement-breakpoint
-- The refresh of 0005, unchanged but for the spare bit, which is now the function above.
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
        CASE WHEN swapsies_copies_on_offer(s.owned, s.for_trade, s.is_pending, s.is_completed,
                                           s.quantity, s.promised) > 0
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
