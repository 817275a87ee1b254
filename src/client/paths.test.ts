import { describe, expect, it } from 'vitest';
import { localePath, locales, splitLocalePath } from '../domain/locale';
import { appHref, isPublicPath, paths, publicPaths } from './paths';

describe('public pages in every language (decision 038)', () => {
  it('lists the pages the prerender writes (public-pages.ts)', () => {
    expect(publicPaths).toEqual([
      '/',
      '/how-it-works',
      '/blog',
      '/blog/how-we-finished-our-wsl-album',
      '/terms',
      '/privacy',
      '/contact',
    ]);
  });

  it('knows a public page by its unprefixed path, with or without a trailing slash', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/how-it-works')).toBe(true);
    expect(isPublicPath('/how-it-works/')).toBe(true);
    expect(isPublicPath('/dashboard')).toBe(false);
    expect(isPublicPath('/share')).toBe(false);
  });

  it('gives every public page one address per language, which reads back as that page', () => {
    for (const locale of locales) {
      for (const path of publicPaths) {
        const address = localePath(locale, path);
        expect(splitLocalePath(address)).toEqual({ locale, path });
      }
    }
    expect(localePath('pt-BR', paths.howItWorks)).toBe('/pt/how-it-works');
    expect(localePath('de', paths.home)).toBe('/de');
    expect(localePath('en', paths.home)).toBe('/');
  });

  it('keeps links into the app unprefixed from a page under a language prefix', () => {
    // wouter reads a leading ~ as "from the root", past a nested router's base.
    expect(appHref(paths.auth)).toBe('~/auth');
  });
});
