import { describe, expect, it } from 'vitest';
import { DEFAULT_FACEBOOK_TEMPLATE } from '../../../domain/sharing/message';
import { describeTemplateProblem } from './template-rules';

describe('describeTemplateProblem', () => {
  it('accepts the default message', () => {
    expect(describeTemplateProblem(DEFAULT_FACEBOOK_TEMPLATE)).toBeNull();
  });

  it('accepts exactly 2,000 characters, counting an emoji as one', () => {
    expect(describeTemplateProblem('⚽'.repeat(2000))).toBeNull();
  });

  it('says how far over 2,000 characters a message is', () => {
    expect(describeTemplateProblem('a'.repeat(2001))).toBe(
      'Your message is 1 character too long. Shorten it to 2,000 characters or fewer to save it.',
    );
    expect(describeTemplateProblem('⚽'.repeat(2150))).toBe(
      'Your message is 150 characters too long. Shorten it to 2,000 characters or fewer to save it.',
    );
  });

  it('refuses a blank message', () => {
    expect(describeTemplateProblem('  \n ')).toBe('Please enter a message template');
  });
});
