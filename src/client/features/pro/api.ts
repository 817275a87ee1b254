import { useMutation } from '@tanstack/react-query';
import { groupSuggestionResponseSchema, type GroupInput } from '../../../domain/groups/schemas';
import { checkoutSessionSchema } from '../../../domain/payments/schemas';
import { apiJson } from '../../lib/api-client';

/**
 * Starts a Stripe Checkout session for Pro; the caller sends the browser to its url. A non-OK
 * answer (503 'Payments are not configured') or a network failure is the mutation's error.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: () => apiJson('POST', '/api/stripe/create-checkout-session', checkoutSessionSchema),
  });
}

/** A Pro collector suggests a swap group for the directory; an admin approves it later. */
export function useSuggestGroup() {
  return useMutation({
    mutationFn: (group: GroupInput) =>
      apiJson('POST', '/api/groups/suggestions', groupSuggestionResponseSchema, { body: group }),
  });
}
