import { z } from 'zod';
import {
  countTemplateCharacters,
  FACEBOOK_TEMPLATE_MAX,
  facebookTemplateSchema,
} from '../../../domain/sharing/message';

const maxLabel = FACEBOOK_TEMPLATE_MAX.toLocaleString('en-GB');

/**
 * Why a template cannot be saved, in words for the editor; null when it can. The length is
 * counted as the counter counts it (code points), and the limit is the server's (2000).
 */
export function describeTemplateProblem(template: string): string | null {
  const length = countTemplateCharacters(template);
  if (length > FACEBOOK_TEMPLATE_MAX) {
    const over = (length - FACEBOOK_TEMPLATE_MAX).toLocaleString('en-GB');
    return `Your message is ${over} ${over === '1' ? 'character' : 'characters'} too long. Shorten it to ${maxLabel} characters or fewer to save it.`;
  }
  const result = facebookTemplateSchema.safeParse({ template });
  return result.success
    ? null
    : (result.error.issues[0]?.message ?? 'This message cannot be saved');
}

/**
 * The editor as a form schema (`useSchemaForm`): the template as typed, its problem (above) as the
 * field's message; what passes is sent as typed, the server reading it with its own schema.
 */
export const templateFormSchema = z
  .object({ template: z.string() })
  .transform(({ template }, context) => {
    const problem = describeTemplateProblem(template);
    if (problem === null) return template;
    context.addIssue({ code: 'custom', path: ['template'], message: problem });
    return z.NEVER;
  });
