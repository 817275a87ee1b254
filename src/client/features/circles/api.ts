import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  circleDetailSchema,
  circleDoneSchema,
  circleInviteSchema,
  circleListSchema,
  circleOnlyResultSchema,
} from '../../../domain/circles/schemas';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiJson } from '../../lib/api-client';
import { collectionQueryKey, collectionsQueryKey } from '../collections/api';
import { isMatchesQueryKey } from '../matches/api';

/** Swap circles (decision 020): my circles, one circle, an invite, and what members do. */
export const circlesQueryKey = ['/api/circles'] as const;
export const circleQueryKey = (id: number) => ['/api/circles', id] as const;
export const inviteQueryKey = (token: string) => ['/api/circle-invites', token] as const;

/** `GET /api/circles`: the circles I am in. */
export const myCirclesQuery = () =>
  queryOptions({
    queryKey: circlesQueryKey,
    queryFn: async ({ signal }) =>
      (await apiJson('GET', circlesQueryKey[0], circleListSchema, { signal })).circles,
    staleTime: 30_000,
  });

/** `GET /api/circles/:id`: one circle with its members and invite. */
export const circleQuery = (id: number) =>
  queryOptions({
    queryKey: circleQueryKey(id),
    queryFn: ({ signal }) =>
      apiJson('GET', circleQueryKey(id).join('/'), circleDetailSchema, { signal }),
  });

/** `GET /api/circle-invites/:token`: what an invite link is to. */
export const inviteQuery = (token: string) =>
  queryOptions({
    queryKey: inviteQueryKey(token),
    queryFn: ({ signal }) =>
      apiJson('GET', inviteQueryKey(token).join('/'), circleInviteSchema, { signal }),
  });

export function useMyCircles() {
  return useQuery(myCirclesQuery());
}

export function useCircle(id: number | undefined) {
  return useQuery({ ...circleQuery(id ?? 0), enabled: id !== undefined });
}

export function useInvite(token: string) {
  return useQuery(inviteQuery(token));
}

/** Membership changes who is matched with whom: drop cached circles and matches. */
function refreshAfterChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === circlesQueryKey[0] || isMatchesQueryKey(queryKey),
  });
}

function toastFailure(title: string, error: unknown) {
  toastError(error, title);
}

export function useCreateCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiJson('POST', circlesQueryKey[0], circleDetailSchema, { body: { name } }),
    onSuccess: async (circle) => {
      queryClient.setQueryData(circleQueryKey(circle.id), circle);
      await refreshAfterChange(queryClient);
    },
  });
}

export function useJoinCircle(token: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson('POST', `/api/circle-invites/${token}/join`, circleDetailSchema, { body: {} }),
    onSuccess: async (circle) => {
      queryClient.setQueryData(circleQueryKey(circle.id), circle);
      await refreshAfterChange(queryClient);
    },
    onError: (error) => toastFailure(t`Couldn’t join the circle`, error),
  });
}

export type CircleAction = 'invite' | 'close' | 'leave';

const actionFailure: Record<CircleAction, MessageDescriptor> = {
  invite: msg`Couldn’t make a new link`,
  close: msg`Couldn’t close the circle`,
  leave: msg`Couldn’t leave the circle`,
};

/** A new invite link (the old one stops working), closing, or leaving. */
export function useCircleAction(id: number) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CircleAction) => {
      const url = `/api/circles/${id}/${action}`;
      // A new invite answers with the circle; closing and leaving with `{ok: true}`.
      if (action === 'invite') return apiJson('POST', url, circleDetailSchema, { body: {} });
      await apiJson('POST', url, circleDoneSchema, { body: {} });
      return undefined;
    },
    onSuccess: async (circle, action) => {
      if (circle) {
        queryClient.setQueryData(circleQueryKey(id), circle);
        toast({
          title: t`New invite link made`,
          description: t`The old link no longer works.`,
          variant: 'success',
        });
      } else {
        queryClient.removeQueries({ queryKey: circleQueryKey(id), exact: true });
        toast({
          title: action === 'close' ? t`Circle closed` : t`You left the circle`,
          variant: 'success',
        });
      }
      await refreshAfterChange(queryClient);
    },
    onError: (error, action) => toastFailure(i18n._(actionFailure[action]), error),
  });
}

export function useRemoveMember(id: number) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) =>
      apiJson('POST', `/api/circles/${id}/members/remove`, circleDetailSchema, {
        body: { username },
      }),
    onSuccess: async (circle, username) => {
      queryClient.setQueryData(circleQueryKey(id), circle);
      toast({ title: t`${username} removed from ${circle.name}`, variant: 'success' });
      await refreshAfterChange(queryClient);
    },
    onError: (error) => toastFailure(t`Couldn’t remove the member`, error),
  });
}

/** Sets a collection "circle only" (it also stops being shared publicly). */
export function useSetCircleOnly(collectionId: number) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (circleOnly: boolean) =>
      apiJson('PATCH', `/api/collections/${collectionId}/circle-only`, circleOnlyResultSchema, {
        body: { circleOnly },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === collectionsQueryKey[0] &&
          (queryKey[1] === collectionQueryKey(collectionId)[1] || queryKey.length === 1),
      });
    },
    onError: (error) => toastFailure(t`Couldn’t change who can see this collection`, error),
  });
}
