import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  circleDetailSchema,
  circleInviteSchema,
  circleListSchema,
} from '../../../domain/circles/schemas';
import { toast } from '../../components/ui/toast-store';
import { apiJson, errorMessage } from '../../lib/api-client';
import { getQueryFn } from '../../lib/query-client';

/** Swap circles (decision 020): my circles, one circle, an invite, and what members do. */
export const circlesQueryKey = ['/api/circles'] as const;
export const circleQueryKey = (id: number) => ['/api/circles', id] as const;
export const inviteQueryKey = (token: string) => ['/api/circle-invites', token] as const;

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

export function useMyCircles() {
  return useQuery({
    queryKey: circlesQueryKey,
    queryFn: async (context) => circleListSchema.parse(await fetchJson(context)).circles,
    staleTime: 30_000,
  });
}

export function useCircle(id: number | undefined) {
  return useQuery({
    queryKey: circleQueryKey(id ?? 0),
    queryFn: async (context) => circleDetailSchema.parse(await fetchJson(context)),
    enabled: id !== undefined,
  });
}

export function useInvite(token: string) {
  return useQuery({
    queryKey: inviteQueryKey(token),
    queryFn: async (context) => circleInviteSchema.parse(await fetchJson(context)),
  });
}

/** Membership changes who is matched with whom: drop cached circles and matches. */
function refreshAfterChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === '/api/circles' ||
      (queryKey[0] === '/api/collections' && queryKey[2] === 'matches'),
  });
}

function toastFailure(title: string, error: unknown) {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
}

export function useCreateCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      circleDetailSchema.parse(await apiJson('POST', '/api/circles', { name })),
    onSuccess: async (circle) => {
      queryClient.setQueryData(circleQueryKey(circle.id), circle);
      await refreshAfterChange(queryClient);
    },
  });
}

export function useJoinCircle(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      circleDetailSchema.parse(await apiJson('POST', `/api/circle-invites/${token}/join`, {})),
    onSuccess: async (circle) => {
      queryClient.setQueryData(circleQueryKey(circle.id), circle);
      await refreshAfterChange(queryClient);
    },
    onError: (error) => toastFailure('Couldn’t join the circle', error),
  });
}

export type CircleAction = 'invite' | 'close' | 'leave';

const actionFailure: Record<CircleAction, string> = {
  invite: 'Couldn’t make a new link',
  close: 'Couldn’t close the circle',
  leave: 'Couldn’t leave the circle',
};

/** A new invite link (the old one stops working), closing, or leaving. */
export function useCircleAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CircleAction) =>
      apiJson<unknown>('POST', `/api/circles/${id}/${action}`, {}),
    onSuccess: async (answer, action) => {
      if (action === 'invite') {
        queryClient.setQueryData(circleQueryKey(id), circleDetailSchema.parse(answer));
        toast({
          title: 'New invite link made',
          description: 'The old link no longer works.',
          variant: 'success',
        });
      } else {
        queryClient.removeQueries({ queryKey: circleQueryKey(id), exact: true });
        toast({
          title: action === 'close' ? 'Circle closed' : 'You left the circle',
          variant: 'success',
        });
      }
      await refreshAfterChange(queryClient);
    },
    onError: (error, action) => toastFailure(actionFailure[action], error),
  });
}

export function useRemoveMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (username: string) =>
      circleDetailSchema.parse(
        await apiJson('POST', `/api/circles/${id}/members/remove`, { username }),
      ),
    onSuccess: async (circle, username) => {
      queryClient.setQueryData(circleQueryKey(id), circle);
      toast({ title: `${username} removed from ${circle.name}`, variant: 'success' });
      await refreshAfterChange(queryClient);
    },
    onError: (error) => toastFailure('Couldn’t remove the member', error),
  });
}

const circleOnlyAnswer = z.object({ id: z.number(), circleOnly: z.boolean() });

/** Sets a collection "circle only" (it also stops being shared publicly). */
export function useSetCircleOnly(collectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (circleOnly: boolean) =>
      circleOnlyAnswer.parse(
        await apiJson('PATCH', `/api/collections/${collectionId}/circle-only`, { circleOnly }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === '/api/collections' &&
          (queryKey[1] === collectionId || queryKey.length === 1),
      });
    },
    onError: (error) => toastFailure('Couldn’t change who can see this collection', error),
  });
}
