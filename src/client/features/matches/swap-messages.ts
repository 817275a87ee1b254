/** The localStorage key of the messages written for swaps proposed on this browser. */
export const SWAP_MESSAGES_STORAGE_KEY = 'swapsies:swap-messages';

/** How many messages are kept: the newest, enough for every open swap of a busy swap meet. */
export const SWAP_MESSAGES_KEPT = 20;

export type SavedSwapMessages = { swapId: number; message: string }[];

/**
 * The saved messages with this one added as the newest (replacing an older copy of the same
 * swap) and the oldest beyond `kept` dropped.
 */
export function addSwapMessage(
  saved: SavedSwapMessages,
  swapId: number,
  message: string,
  kept = SWAP_MESSAGES_KEPT,
): SavedSwapMessages {
  return [{ swapId, message }, ...saved.filter((entry) => entry.swapId !== swapId)].slice(0, kept);
}

/** Reads what was stored; anything unreadable (or storage blocked) counts as nothing saved. */
export function parseSavedSwapMessages(stored: string | null): SavedSwapMessages {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is SavedSwapMessages[number] =>
        typeof entry?.swapId === 'number' && typeof entry?.message === 'string',
    );
  } catch {
    return [];
  }
}

function readStored(): SavedSwapMessages {
  try {
    return parseSavedSwapMessages(window.localStorage.getItem(SWAP_MESSAGES_STORAGE_KEY));
  } catch {
    return [];
  }
}

/**
 * Keeps a proposed swap's message on this browser, so closing the dialog (or losing the page on
 * a bad signal) never loses the text that was going to be sent.
 */
export function rememberSwapMessage(swapId: number, message: string) {
  try {
    const next = addSwapMessage(readStored(), swapId, message);
    window.localStorage.setItem(SWAP_MESSAGES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage refused (private mode): the dialog still shows the message this time
  }
}

/** The message saved for a swap proposed on this browser, if any. */
export function recallSwapMessage(swapId: number): string | undefined {
  return readStored().find((entry) => entry.swapId === swapId)?.message;
}
