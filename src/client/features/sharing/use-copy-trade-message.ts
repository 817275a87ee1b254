import { useLingui } from '@lingui/react/macro';
import type { Specials } from '../../../domain/catalogue/specials';
import { DEFAULT_FACEBOOK_MESSAGE, EMPTY_LIST_MESSAGE } from '../../../domain/sharing/message';
import type { Sticker } from '../../../domain/sticker/sticker';
import { toast } from '../../components/ui/toast-store';
import { useMessageTemplate } from './api';
import { buildShareMessage, chooseMessageTemplate } from './share-message';
import type { CopyText } from './use-clipboard-copy';

interface CopyTradeMessageOptions {
  title: string;
  /** The collection's current stickers (the board's cache); undefined while they load. */
  stickers: readonly Sticker[] | undefined;
  isPro: boolean;
  copy: CopyText;
  /** Write runs of numbers as ranges (`1-10, 12`). */
  prefersRanges: boolean;
  /** The album's specials, marked in the message as the server marks them (decision 021). */
  specials?: Readonly<Specials>;
}

/**
 * Copy Facebook Message (docs/product.md "Sharing"): the user's template (Pro) or the default,
 * filled in with the current trade lists, onto the clipboard.
 */
export function useCopyTradeMessage({
  title,
  stickers,
  isPro,
  copy,
  prefersRanges,
  specials,
}: CopyTradeMessageOptions) {
  const { t, i18n } = useLingui();
  const template = useMessageTemplate(isPro);

  return async () => {
    if (!stickers) {
      toast({ title: t`Copy failed`, description: t`Your stickers are still loading. Try again.` });
      return;
    }
    // Only wait for the template when it has not arrived yet: copying straight after the tap
    // keeps the browser's permission to write to the clipboard.
    const saved =
      isPro && template.isPending
        ? await template.refetch().then((answer) => answer.data)
        : template.data;
    const message = buildShareMessage({
      // The default message in the language shown; a Pro template as its owner wrote it.
      template: chooseMessageTemplate(isPro, saved, i18n._(DEFAULT_FACEBOOK_MESSAGE)),
      emptyText: i18n._(EMPTY_LIST_MESSAGE),
      title,
      stickers,
      useRanges: prefersRanges,
      specials,
    });
    if (!message.ok) {
      toast({
        title: t`No stickers to share`,
        description: t`Mark the stickers you need or have spare, then copy your message.`,
      });
      return;
    }
    await copy(message.text, {
      title: t`Copied to clipboard!`,
      description: t`Paste your trade message into a Facebook group post.`,
    });
  };
}
