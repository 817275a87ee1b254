import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FACEBOOK_TEMPLATE } from '../../../domain/sharing/message';
import { describeTemplateProblem } from './template-rules';

// The English words: the messages' own text (decision 038).
const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe('describeTemplateProblem', () => {
  it('accepts the default message', () => {
    expect(describeTemplateProblem(DEFAULT_FACEBOOK_TEMPLATE, english)).toBeNull();
  });

  it('accepts exactly 2,000 characters, counting an emoji as one', () => {
    expect(describeTemplateProblem('⚽'.repeat(2000), english)).toBeNull();
  });

  it('says how far over 2,000 characters a message is', () => {
    expect(describeTemplateProblem('a'.repeat(2001), english)).toBe(
      'Your message is 1 character too long. Shorten it to 2,000 characters or fewer to save it.',
    );
    expect(describeTemplateProblem('⚽'.repeat(2150), english)).toBe(
      'Your message is 150 characters too long. Shorten it to 2,000 characters or fewer to save it.',
    );
  });

  it('refuses a blank message', () => {
    expect(describeTemplateProblem('  \n ', english)).toBe('Please enter a message template');
  });
});
