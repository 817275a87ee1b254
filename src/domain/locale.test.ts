import { describe, expect, it } from 'vitest';
import { localePath, matchLocale, negotiateLocale, splitLocalePath } from './locale';

describe('locales', () => {
  it('reads the best supported language of an Accept-Language header', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('ja, pt-PT;q=0.5, es;q=0.4')).toBe('pt-BR');
    expect(negotiateLocale('en-US;q=0.2, fr;q=0.9')).toBe('fr');
    expect(negotiateLocale('ja, zh;q=0.9')).toBeUndefined();
    expect(negotiateLocale('es;q=0, *')).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
  });

  it('matches language tags loosely but only to our six', () => {
    expect(matchLocale('PT-br')).toBe('pt-BR');
    expect(matchLocale('es-MX')).toBe('es');
    expect(matchLocale('nl')).toBeUndefined();
  });

  it('prefixes public addresses, English unprefixed and Portuguese under /pt', () => {
    expect(localePath('en', '/how-it-works')).toBe('/how-it-works');
    expect(localePath('pt-BR', '/how-it-works')).toBe('/pt/how-it-works');
    expect(localePath('es', '/')).toBe('/es');
    expect(localePath('en', '/')).toBe('/');
    expect(splitLocalePath('/pt/blog')).toEqual({ locale: 'pt-BR', path: '/blog' });
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/dashboard')).toEqual({ locale: 'en', path: '/dashboard' });
    expect(splitLocalePath('/esx/blog')).toEqual({ locale: 'en', path: '/esx/blog' });
  });
});
