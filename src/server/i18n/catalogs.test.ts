import { describe, expect, it } from 'vitest';
import { localeOfHeader, translate } from './catalogs';

describe("the server's catalogs", () => {
  it('reads a domain message in each language, English as written', () => {
    const text = 'Choose one of the languages Swapsies speaks';
    expect(translate('en', text)).toBe(text);
    expect(translate('de', text)).toBe('Wähle eine der Sprachen, die Swapsies spricht');
    expect(translate('es', text)).toBe('Elige uno de los idiomas de Swapsies');
  });

  it('reads a message it has no translation for as its English', () => {
    expect(translate('fr', 'Nothing like this is in any catalog {n}', { n: 3 })).toBe(
      'Nothing like this is in any catalog 3',
    );
  });

  it('answers in the language a request asks for, English when it asks for none we speak', () => {
    expect(localeOfHeader('pt-BR,pt;q=0.9')).toBe('pt-BR');
    expect(localeOfHeader('ja')).toBe('en');
    expect(localeOfHeader(undefined)).toBe('en');
  });
});
