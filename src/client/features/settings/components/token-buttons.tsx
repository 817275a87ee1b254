import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { TRADE_MESSAGE_TOKENS } from '../../../../domain/sharing/message';

type Token = (typeof TRADE_MESSAGE_TOKENS)[number];

// The tokens a template may use (docs/product.md "Sharing"), each with what it becomes.
// The tokens themselves stay as they are in every language: the message engine reads them.
const tokenMeanings: Record<Token, MessageDescriptor> = {
  '{{collection}}': msg`the album’s name`,
  '{{needed}}': msg`how many you need`,
  '{{for_trade}}': msg`how many you can swap`,
  '{{needed_list}}': msg`the numbers you need`,
  '{{for_trade_list}}': msg`the numbers you can swap`,
  '{{needed_ranges}}': msg`the numbers you need, runs as ranges (1-10, 12)`,
  '{{for_trade_ranges}}': msg`the numbers you can swap, runs as ranges`,
};

interface TokenButtonsProps {
  onInsert: (token: Token) => void;
  disabled?: boolean;
  /** The id of the help text, so the textarea can point to it. */
  helpId: string;
}

/** The token help: each token and its meaning, and a tap puts it where the cursor was. */
export function TokenButtons({ onInsert, disabled, helpId }: TokenButtonsProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">
        <Trans>Tokens</Trans>
      </h3>
      <p id={helpId} className="text-sm text-muted-foreground">
        <Trans>
          Tap a token to add it where your cursor is. When you copy the message, each token becomes
          your own album’s details.
        </Trans>
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {TRADE_MESSAGE_TOKENS.map((token) => {
          const meaning = i18n._(tokenMeanings[token]);
          return (
            <li key={token}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onInsert(token)}
                aria-label={t`Insert ${token}: ${meaning}`}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-input bg-card px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
              >
                <Plus className="size-4 shrink-0 text-primary" aria-hidden />
                <span className="grid min-w-0">
                  <code className="truncate font-mono text-[0.8125rem] font-semibold">{token}</code>
                  <span className="text-xs text-muted-foreground">{meaning}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
