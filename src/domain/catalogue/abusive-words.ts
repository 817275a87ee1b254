// docs/product.md "Albums and the catalogue": template names are shown to every collector, so a
// small list of abusive words is refused (decision 021). It is deliberately short and matches
// whole words only, so "Scunthorpe United" or "Essex" are never refused.

/** What a person reads when a template name is refused. */
export const ABUSIVE_TITLE_MESSAGE = /*i18n*/ "That name isn't allowed — please choose another";

// Slurs and obscenities in English, lower case, whole words (a trailing "s" is also caught).
const ABUSIVE_WORDS = [
  'fuck',
  'fucking',
  'fucker',
  'motherfucker',
  'shit',
  'shite',
  'bullshit',
  'cunt',
  'twat',
  'wanker',
  'wank',
  'bollocks',
  'bastard',
  'bitch',
  'dickhead',
  'prick',
  'arsehole',
  'asshole',
  'slut',
  'whore',
  'nigger',
  'nigga',
  'faggot',
  'fag',
  'retard',
  'spastic',
  'paki',
  'kike',
  'spic',
  'chink',
  'tranny',
  'porn',
  'rape',
  'nazi',
] as const;

const WORDS = new Set<string>(ABUSIVE_WORDS);

// Look-alike characters people use to slip a word past a filter: `sh1t`, `f*ck` is not caught.
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '@': 'a',
  $: 's',
};

/**
 * Whether a name contains an abusive word, ignoring case, accents and digits standing for letters.
 * Example: `isAbusiveTitle('World Cup SH1T')` → true; `isAbusiveTitle('Scunthorpe 2026')` → false.
 */
export function isAbusiveTitle(title: string): boolean {
  const plain = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[0-9@$]/g, (character) => LOOK_ALIKES[character] ?? character);
  const words = plain.split(/[^\p{L}]+/u).filter((word) => word !== '');
  return words.some(
    (word) => WORDS.has(word) || (word.endsWith('s') && WORDS.has(word.slice(0, -1))),
  );
}
