import { sql, type SQL } from 'drizzle-orm';
import { CIRCLE_ONLY_RULE } from './visibility';

export { MATES_OF } from './visibility';

/**
 * Who may be matched with whom, beyond the album (decision 020), as SQL over a candidate
 * collection `o` and my collection `me` (which carries `mates`: the users who share an open swap
 * circle with me, read once per query by `MATES_OF`):
 * - a "circle only" collection is matched only with collectors who share an open circle with its
 *   owner — on either side, so my circle-only collection never meets a stranger either;
 * - the circle scope keeps only that circle's members;
 * - the nearby scope keeps collectors with an area within both radii.
 */
export type MatchScope =
  | { kind: 'everyone' }
  | { kind: 'near'; lat: number; lon: number; radiusKm: number | null }
  | { kind: 'circle'; circleId: number };

/** Great-circle distance in km from my point to a candidate user `u` (as domain/nearby/area.ts). */
export const distanceFrom = (lat: number, lon: number) => sql`(2 * 6371 * asin(least(1, sqrt(
  power(sin(radians(u.area_lat - ${lat}::float8) / 2), 2)
  + cos(radians(${lat}::float8)) * cos(radians(u.area_lat))
    * power(sin(radians(u.area_lon - ${lon}::float8) / 2), 2)))))`;

/**
 * A bounding box around my point for `radiusKm` (cheap to test before the exact distance): a
 * degree of latitude is about 111 km, a degree of longitude that times the cosine of latitude.
 */
function boundingBox(lat: number, lon: number, radiusKm: number) {
  const dLat = radiusKm / 111 + 0.01;
  const dLon =
    radiusKm / (111 * Math.max(0.2, Math.cos((Math.abs(lat) + dLat) * (Math.PI / 180)))) + 0.01;
  return sql`u.area_lat between ${lat - dLat}::float8 and ${lat + dLat}::float8
    and u.area_lon between ${lon - dLon}::float8 and ${lon + dLon}::float8`;
}

/**
 * The extra condition on a candidate `o` (with its owner as `u` when `needsOwner`). The nearby
 * scope keeps collectors within both radii and adds NO distance to the order (issue 31): every
 * collector it lists is shown the same words ("within 25 km", my own radius), so ranking them by
 * how near they are would tell, through the order, the distances the words hide.
 */
export function scopeCondition(scope: MatchScope): { where: SQL; needsOwner: boolean } {
  if (scope.kind === 'everyone') return { where: CIRCLE_ONLY_RULE, needsOwner: false };
  if (scope.kind === 'circle') {
    return {
      where: sql`o.user_id in (select cm.user_id from circle_members cm
        where cm.circle_id = ${scope.circleId})`,
      needsOwner: false,
    };
  }
  const distance = distanceFrom(scope.lat, scope.lon);
  const mine =
    scope.radiusKm === null
      ? sql`true`
      : sql`${boundingBox(scope.lat, scope.lon, scope.radiusKm)} and ${distance} <= ${scope.radiusKm}`;
  return {
    where: sql`${CIRCLE_ONLY_RULE} and u.area_lat is not null and ${mine}
      and (u.area_radius_km is null or ${distance} <= u.area_radius_km)`,
    needsOwner: true,
  };
}
