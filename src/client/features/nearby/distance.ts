import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { distanceUnit, matchLocale } from '../../../domain/locale';

/** Kilometres in a statute mile. */
const KM_PER_MILE = 1.609344;

const unitOf = (i18n: I18n) => distanceUnit(matchLocale(i18n.locale) ?? 'en');

/**
 * A radius the server keeps in km (docs/product.md "Nearby": 5, 25 or 100 km), in the reader's
 * unit (decision 038, `distanceUnit`): miles rounded to whole miles where distances are read in
 * miles, km elsewhere. Only the words change; the stored and sent value stays in km.
 */
export function radiusInUnit(i18n: I18n, radiusKm: number): number {
  return unitOf(i18n) === 'mi' ? Math.round(radiusKm / KM_PER_MILE) : radiusKm;
}

/** "within 25 km", "within 16 miles" (lower case, inside a sentence or after "active today ·"). */
export function radiusWords(i18n: I18n, radiusKm: number): string {
  const n = radiusInUnit(i18n, radiusKm);
  return unitOf(i18n) === 'mi'
    ? i18n._(msg`${plural(n, { one: 'within # mile', other: 'within # miles' })}`)
    : i18n._(msg`within ${i18n.number(n)} km`);
}

/** The radius picker's choice: "Within 25 km", "Within 16 miles". */
export function radiusChoice(i18n: I18n, radiusKm: number): string {
  const n = radiusInUnit(i18n, radiusKm);
  return unitOf(i18n) === 'mi'
    ? i18n._(msg`${plural(n, { one: 'Within # mile', other: 'Within # miles' })}`)
    : i18n._(msg`Within ${i18n.number(n)} km`);
}

/**
 * A match's distance as the server states it (decision 020: only the viewer's own radius, e.g.
 * "within 25 km"), read back as its km and said in the reader's unit and language. Anything
 * else the server might say is shown as it came.
 */
export function sharedReachWords(i18n: I18n, distance: string | null): string | null {
  if (!distance) return null;
  const km = /(\d+)\s*km/.exec(distance)?.[1];
  return km ? radiusWords(i18n, Number(km)) : distance;
}
