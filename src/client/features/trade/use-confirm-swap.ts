import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sticker } from '../../../domain/sticker/sticker';
import { submitChange } from '../offline/public';
import { stickersQueryKey } from '../stickers/api';
import { applyUpdates, restoreStickers, type StickerUpdate } from '../stickers/public';
import { inPersonSwapResultSchema } from '../../../domain/trade/in-person-swap';
import {
  inPersonSwapsQueryKey,
  scannedMeQueryKey,
  storeSwapStickers,
  type InPersonSwapInput,
} from './api';
import { inPersonSwapUpdates } from './swap-effect';

/**
 * Confirming a swap (decision 017): recorded on my side at once, through the durable outbox like
 * every sticker change (decision 016), so it is kept with no signal and sent once when the signal
 * returns. The board shows its effect straight away; a refusal while I watch rolls it back.
 * Resolves with the server's answer, or undefined when the swap waits for the signal.
 */
export function useConfirmInPersonSwap(collectionId: number) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const key = stickersQueryKey(collectionId);
  const mutation = useMutation({
    // The outbox is what waits for the signal: the mutation itself must never pause offline.
    networkMode: 'always',
    mutationFn: async ({
      input,
      updates,
    }: {
      input: InPersonSwapInput;
      updates: StickerUpdate[];
    }) => {
      const outcome = await submitChange({
        method: 'POST',
        path: `/api/collections/${collectionId}/in-person-swaps`,
        body: input,
        change: { kind: 'update', collectionId, updates },
        label: t`Swap with ${input.partnerName}: you give ${plural(input.give.length, { one: '# sticker', other: '# stickers' })}, you get ${plural(input.get.length, { one: '# sticker', other: '# stickers' })}`,
      });
      return outcome.status === 'sent' ? inPersonSwapResultSchema.parse(outcome.body) : undefined;
    },
    onMutate: async ({ updates }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const current = queryClient.getQueryData<Sticker[]>(key);
      if (!current) return new Map<number, Sticker>();
      const { next, previous } = applyUpdates(current, updates);
      queryClient.setQueryData(key, next);
      return previous;
    },
    onSuccess: (answer) => {
      if (!answer) return; // waiting for the signal: the board already shows it
      storeSwapStickers(queryClient, collectionId, answer.stickers);
      void queryClient.invalidateQueries({ queryKey: inPersonSwapsQueryKey(collectionId) });
      // A mirror recorded leaves "They scanned you".
      void queryClient.invalidateQueries({ queryKey: scannedMeQueryKey });
    },
    onError: (_error, _input, previous) => {
      if (previous && previous.size > 0) {
        queryClient.setQueryData<Sticker[]>(key, (list) =>
          list ? restoreStickers(list, previous) : list,
        );
      }
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
  // The effect is worked out once, from the list as it is before the swap, and travels with it.
  const confirm = (input: InPersonSwapInput) =>
    mutation.mutateAsync({
      input,
      updates: inPersonSwapUpdates(queryClient.getQueryData<Sticker[]>(key) ?? [], input),
    });
  return { ...mutation, confirm };
}
