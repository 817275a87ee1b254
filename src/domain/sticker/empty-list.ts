/**
 * Written for a list with nothing in it, so a line never ends in a dangling colon; read back as
 * no stickers by quick entry (`quick-entry.ts`). Swapsies' own message writes it
 * (`domain/sharing/message.ts`). A module of its own, so the message does not carry the parser.
 */
export const EMPTY_LIST_TEXT = 'none';
