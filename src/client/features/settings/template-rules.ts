import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { z } from 'zod';
import {
  countTemplateCharacters,
  FACEBOOK_TEMPLATE_MAX,
  facebookTemplateSchema,
} from '../../../domain/sharing/message';

/**
 * Why a template cannot be saved, in words for the editor in `i18n`'s language (decision 038);
 * null when it can. The length is counted as the counter counts it (code points), and the limit
 * is the server's (2000).
 */
export function describeTemplateProblem(template: string, i18n: I18n): string | null {
  const length = countTemplateCharacters(template);
  if (length > FACEBOOK_TEMPLATE_MAX) {
    const over = length - FACEBOOK_TEMPLATE_MAX;
    const max = i18n.number(FACEBOOK_TEMPLATE_MAX);
    return i18n._(
      msg`${plural(over, {
        one: `Your message is # character too long. Shorten it to ${max} characters or fewer to save it.`,
        other: `Your message is # characters too long. Shorten it to ${max} characters or fewer to save it.`,
      })}`,
    );
  }
  const result = facebookTemplateSchema.safeParse({ template });
  if (result.success) return null;
  // The domain's message is its English text, the id of its translation.
  const problem = result.error.issues[0]?.message;
  return problem ? i18n._(problem) : i18n._(msg`This message cannot be saved`);
}

/**
 * The editor as a form schema (`useSchemaForm`) in `i18n`'s language: the template as typed, its
 * problem (above) as the field's message; what passes is sent as typed, the server reading it
 * with its own schema.
 */
export const templateFormSchemaFor = (i18n: I18n) =>
  z.object({ template: z.string() }).transform(({ template }, context) => {
    const problem = describeTemplateProblem(template, i18n);
    if (problem === null) return template;
    context.addIssue({ code: 'custom', path: ['template'], message: problem });
    return z.NEVER;
  });
