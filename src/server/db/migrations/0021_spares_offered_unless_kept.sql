-- Decision 028, spares offered unless kept: copies beyond the album's own are offered without
-- being marked for trade, unless the collector holds the sticker back ("Keep my spares",
-- keep_spares); a single copy is offered only when marked for trade, as before.
ALTER TABLE "stickers" ADD COLUMN "keep_spares" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The one SQL definition of copies on offer (0018), now with keep_spares: src/domain/sticker/spares.ts
-- `offeredCopies`, property-tested against this on both databases (src/server/db/copies-on-offer.test.ts).
-- for_trade only decides whether a single copy is spare. Inlined like 0018's.
CREATE OR REPLACE FUNCTION swapsies_copies_on_offer(
  owned boolean, for_trade boolean, is_pending boolean, is_completed boolean,
  quantity integer, promised integer, keep_spares boolean
) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN owned AND NOT keep_spares AND NOT is_pending AND NOT is_completed
         AND (quantity > 1 OR for_trade)
      THEN greatest(0, (CASE WHEN quantity > 1 THEN quantity - 1 ELSE 1 END) - promised)
    ELSE 0
  END
$$;
--> statement-breakpoint
-- 0018's refresh, unchanged but for the new argument.
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
                                           s.quantity, s.promised, s.keep_spares) > 0
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
-- Nothing calls the six-argument version any more: one definition only.
DROP FUNCTION swapsies_copies_on_offer(boolean, boolean, boolean, boolean, integer, integer);--> statement-breakpoint
-- Existing data moves to the new rule (decision 028 "Existing stickers"): every sticker keeps
-- keep_spares false, so the spare copies of a sticker that was not marked for trade are offered
-- from now on. Their collections' versions move, so no list, picture or page built for the old
-- rule is served again (the public answers' ETags are made of the versions).
UPDATE "collections" SET "version" = "version" + 1
WHERE "id" IN (
  SELECT "collection_id" FROM "stickers"
  WHERE "owned" AND NOT "for_trade" AND "quantity" > 1 AND NOT "is_pending" AND NOT "is_completed"
);--> statement-breakpoint
-- The match bits of the findable ones among them follow the new rule at once.
SELECT swapsies_refresh_match_bits(coalesce(array_agg("id"), '{}'))
FROM "collections"
WHERE "findable" AND "id" IN (
  SELECT "collection_id" FROM "stickers"
  WHERE "owned" AND NOT "for_trade" AND "quantity" > 1 AND NOT "is_pending" AND NOT "is_completed"
);
