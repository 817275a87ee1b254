import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { GroupInput } from '../../../domain/groups/schemas';
import { apiJson } from '../../lib/api-client';

// create-checkout-session answers `{url}`, the Stripe Checkout page.
const checkoutSessionSchema = z.object({ url: z.url() });
const suggestionResponseSchema = z.object({ id: z.number().int(), message: z.string() });
export type GroupSuggestionResponse = z.infer<typeof suggestionResponseSchema>;

/**
 * Starts a Stripe Checkout session for Pro; the caller sends the browser to its url. A non-OK
 * answer (503 'Payments are not configured') or a network failure is the mutation's error.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async () =>
      checkoutSessionSchema.parse(await apiJson('POST', '/api/stripe/create-checkout-session')),
  });
}

/** A Pro collector suggests a swap group for the directory; an admin approves it later. */
export function useSuggestGroup() {
  return useMutation({
    mutationFn: async (group: GroupInput) =>
      suggestionResponseSchema.parse(await apiJson('POST', '/api/groups/suggestions', group)),
  });
}
