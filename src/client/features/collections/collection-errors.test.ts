import { describe, expect, it } from 'vitest';
import { UPGRADE_REQUIRED_MESSAGE } from '../../../domain/collection/free-tier';
import { conflictingTemplateId, isUpgradeRequired } from './collection-errors';

// The errors apiRequest raises: "{status}: {body text}" (spec §7).
const apiError = (status: number, body: unknown) =>
  new Error(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);

describe('isUpgradeRequired', () => {
  it('is true for the free-limit 403, by its flag or its words', () => {
    const body = { message: UPGRADE_REQUIRED_MESSAGE, code: 'UPGRADE_REQUIRED' };
    expect(isUpgradeRequired(apiError(403, { ...body, upgradeRequired: true }))).toBe(true);
    expect(isUpgradeRequired(apiError(403, body))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isUpgradeRequired(apiError(404, { message: 'Template not found' }))).toBe(false);
    expect(isUpgradeRequired('upgrade to Pro')).toBe(false);
  });
});

describe('conflictingTemplateId', () => {
  it('reads the existing template from a 409', () => {
    const body = { message: 'A template with that name already exists', code: 'CONFLICT' };
    expect(conflictingTemplateId(apiError(409, { ...body, templateId: 7 }))).toBe(7);
  });

  it('is undefined for anything else', () => {
    expect(conflictingTemplateId(apiError(400, { message: 'x', templateId: 7 }))).toBeUndefined();
    expect(conflictingTemplateId(apiError(409, 'Conflict'))).toBeUndefined();
  });
});
