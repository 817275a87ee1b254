import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../components/form/use-schema-form';
import { ApiError } from '../../lib/api-client';
import { EMPTY_GROUP_FORM, groupFieldOfFailure, groupFormSchema, toGroupInput } from './group-form';
import { errorBodySchema } from '../../../domain/errors';

const checkGroupForm = (values: typeof EMPTY_GROUP_FORM) => schemaErrors(groupFormSchema, values);

describe('checkGroupForm', () => {
  it('needs a group name', () => {
    expect(checkGroupForm({ ...EMPTY_GROUP_FORM, name: '   ' })).toEqual({
      name: 'Group name is required',
    });
  });

  it('accepts a group with no link', () => {
    expect(checkGroupForm({ ...EMPTY_GROUP_FORM, name: 'WC swaps' })).toEqual({});
    expect(toGroupInput({ ...EMPTY_GROUP_FORM, name: 'WC swaps', link: '  ' }).link).toBeNull();
  });

  it('refuses a link that is not on Facebook, on the link field', () => {
    expect(
      checkGroupForm({ ...EMPTY_GROUP_FORM, name: 'WC', link: 'https://example.com/group' }),
    ).toEqual({ link: 'The link must be a https://www.facebook.com/… address' });
  });

  it('gives one message per field', () => {
    const errors = checkGroupForm({
      name: '',
      description: 'x'.repeat(501),
      link: 'http://facebook.com/',
      keywords: '',
    });
    expect(Object.keys(errors).sort()).toEqual(['description', 'link', 'name']);
  });
});

describe('groupFieldOfFailure', () => {
  const refusal = (body: object) => new ApiError(400, JSON.stringify(body), errorBodySchema);

  it('puts a 400 on the field the server names', () => {
    for (const field of ['name', 'description', 'link', 'keywords'])
      expect(
        groupFieldOfFailure(refusal({ message: 'Too long', code: 'VALIDATION_FAILED', field })),
      ).toBe(field);
  });

  it('leaves refusals about no field, or another form’s field, to the form', () => {
    expect(
      groupFieldOfFailure(
        new ApiError(404, '{"message":"Group not found","code":"NOT_FOUND"}', errorBodySchema),
      ),
    ).toBeUndefined();
    expect(
      groupFieldOfFailure(refusal({ message: 'x', code: 'VALIDATION_FAILED', field: 'email' })),
    ).toBeUndefined();
    expect(groupFieldOfFailure(new Error('offline'))).toBeUndefined();
  });
});
