import { describe, expect, it } from 'vitest';
import { createTemplateSchema } from '../../../domain/collection/schemas';
import { i18nFor } from '../../lib/i18n';
import { newTemplateDraftSchema } from '../../features/collections/new-template-draft';
import { sayIssue } from './use-schema-form';

// A form's messages in the app's language (decision 038), the English as the domain writes it.
const firstIssue = (result: { error?: { issues: unknown[] } }) =>
  result.error?.issues[0] as Parameters<typeof sayIssue>[1];

describe('sayIssue', () => {
  it('says a refusal that names its field with the field translated too', async () => {
    const german = await i18nFor('de', ['domain']);
    const english = await i18nFor('en', ['domain']);
    const issue = firstIssue(
      createTemplateSchema.safeParse({ title: 'T'.repeat(121), totalStickers: 5 }),
    );
    expect(sayIssue(german, issue)).toBe('Name der Vorlage darf höchstens 120 Zeichen haben');
    expect(sayIssue(english, issue)).toBe('Template name must be at most 120 characters');
  });

  it('says a pasted-codes refusal with its values', async () => {
    const spanish = await i18nFor('es', ['domain']);
    const english = await i18nFor('en', ['domain']);
    const draft = { title: 'Album', sizing: 'codes', totalStickers: '', codes: '1-3, 2' } as const;
    const issue = firstIssue(newTemplateDraftSchema.safeParse(draft));
    expect(sayIssue(spanish, issue)).toBe('El cromo 2 aparece dos veces');
    expect(sayIssue(english, issue)).toBe('Sticker 2 is listed twice');
  });

  it('says a fixed message by its id', async () => {
    const german = await i18nFor('de', ['domain']);
    const issue = firstIssue(createTemplateSchema.safeParse({ title: '', totalStickers: 5 }));
    expect(sayIssue(german, issue)).toBe('Der Name der Vorlage fehlt');
  });
});
