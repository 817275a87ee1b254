import type { Page } from 'playwright-core';

/**
 * Common English words of the app's screens that no other of our languages writes (decision 038):
 * one of them in a page shown in Spanish, German… is a message left untranslated. Words the other
 * languages share with English (album, blog, pro, start, and German's Sticker) are not here, so the check never
 * flags a correct page.
 */
export const englishUiWords = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'swap',
  'swaps',
  'swapping',
  'sign',
  'free',
  'how',
  'works',
  'collection',
  'collections',
  'trade',
  'needs',
  'need',
  'spares',
  'what',
  'get',
  'read',
  'more',
  'back',
  'home',
  'login',
  'loading',
  'every',
  'share',
  'find',
  'settings',
  'close',
  'save',
  'cancel',
] as const;

/**
 * The English UI words in `text` (whole words, any case), less those of `allowed` (names and
 * codes the page shows as they are: an album title, a username).
 */
export function englishWordsIn(text: string, allowed: string[] = []): string[] {
  let rest = text;
  for (const name of allowed) rest = rest.replaceAll(name, ' ');
  const words = new Set(rest.toLowerCase().match(/\p{L}+/gu) ?? []);
  return englishUiWords.filter((word) => words.has(word));
}

/** The English UI words in what `page` shows (the visible text of its body). */
export async function visibleEnglishWords(page: Page, allowed: string[] = []): Promise<string[]> {
  return englishWordsIn(await page.locator('body').innerText(), allowed);
}
