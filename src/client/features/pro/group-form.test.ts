import { describe, expect, it } from 'vitest';
import { groupInputSchema } from '../../../domain/groups/schemas';
import { schemaErrors } from '../../components/form/use-schema-form';
import { EMPTY_GROUP_FORM, groupFieldOfError, groupFormSchema, toGroupInput } from './group-form';

const checkGroupForm = (values: typeof EMPTY_GROUP_FORM) => schemaErrors(groupFormSchema, values);

const firstMessage = (input: unknown) => {
  const result = groupInputSchema.safeParse(input);
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
};

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

describe('groupFieldOfError', () => {
  it('puts the server’s link message on the link field', () => {
    expect(groupFieldOfError('The link must be a https://www.facebook.com/… address')).toBe('link');
  });

  it('finds the field of every message the group schema gives', () => {
    expect(groupFieldOfError(firstMessage({ name: '  ' }))).toBe('name');
    expect(groupFieldOfError(firstMessage({ name: 'x'.repeat(121) }))).toBe('name');
    expect(groupFieldOfError(firstMessage({ name: 'A', description: 'x'.repeat(501) }))).toBe(
      'description',
    );
    expect(groupFieldOfError(firstMessage({ name: 'A', keywords: 'x'.repeat(301) }))).toBe(
      'keywords',
    );
    expect(
      groupFieldOfError(
        firstMessage({ name: 'A', link: `https://www.facebook.com/${'x'.repeat(300)}` }),
      ),
    ).toBe('link');
  });

  it('leaves messages about no field to the form', () => {
    expect(groupFieldOfError('Group not found')).toBeNull();
    expect(groupFieldOfError('Something went wrong on our side. Please try again.')).toBeNull();
  });
});
