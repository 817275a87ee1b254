import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { conflictingTemplateId } from './collection-errors';
import { errorBodySchema } from '../../../domain/errors';

// The errors apiRequest raises.
const apiError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), errorBodySchema);

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
