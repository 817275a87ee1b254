import { describe, expect, it } from 'vitest';
import { localeToFollow } from './account-locale';

describe('localeToFollow', () => {
  it('switches to the account’s language when it is first known and differs', () => {
    expect(localeToFollow('de', undefined, 'en')).toBe('de');
  });

  it('stays when the screens already speak the account’s language', () => {
    expect(localeToFollow('de', undefined, 'de')).toBeNull();
    expect(localeToFollow('pt-BR', 'es', 'pt-BR')).toBeNull();
  });

  it('follows a change of the account’s language', () => {
    expect(localeToFollow('fr', 'de', 'de')).toBe('fr');
  });

  it('leaves a language chosen on this device after the account’s was followed', () => {
    expect(localeToFollow('de', 'de', 'it')).toBeNull();
  });
});
