// docs/decisions/017 "The mirror": after B confirms a swap, B's phone shows a receipt code of it;
// A's phone reads it with the same scanner (camera or photo), with no signal, and records the
// mirror of the swap: A gives what B got and gets what B gave. This file is the one place that
// reads or writes a receipt; its byte layout is in the decision record.
import { MAX_TOTAL_STICKERS } from '../collection/schemas';
import { isStorableText, MAX_DB_ID } from '../text';
import { Base45Error, decodeBase45, encodeBase45 } from './base45';
import { RECEIPT_ID_PATTERN } from './in-person-swap';
import {
  crc32,
  Reader,
  readSet,
  sameAlbum,
  TRADE_LIST_USERNAME_MAX,
  TradeListError,
  Writer,
  writeSet,
  type TradeList,
} from './trade-list';

/** Every receipt text starts with this: not `SWAPSIES:`, so an older app calls it foreign. */
export const RECEIPT_PREFIX = 'SWAPSIES-R:';

/** The receipt format written by this version of the app. */
export const RECEIPT_VERSION = 1;

/** A confirmed swap as B's phone hands it to A. */
export interface SwapReceipt {
  /** The swap's receipt id (16 hex digits): A's mirror is recorded under it, once. */
  receiptId: string;
  templateId: number | null;
  albumFingerprint: string;
  stickerCount: number;
  /** When B confirmed it, epoch ms (second precision). */
  madeAt: number;
  /** B, who confirmed the swap and shows the receipt. */
  from: string;
  /** A, whose list B swapped with: the only collector who can record its mirror. */
  to: string;
  /** Album-order indices B gave (A gets them). */
  gave: number[];
  /** Album-order indices B got (A gives them). */
  got: number[];
}

export const DAMAGED_RECEIPT_MESSAGE =
  /*i18n*/ 'This swap receipt is damaged or incomplete — scan it again';
export const NEWER_RECEIPT_MESSAGE =
  'This swap receipt was made by a newer version of Swapsies — update the app and scan it again';

const damaged = () => new TradeListError(DAMAGED_RECEIPT_MESSAGE);

/** Whether a scanned text is a receipt rather than a trade list. */
export const isReceiptText = (text: string) => text.trim().toUpperCase().startsWith(RECEIPT_PREFIX);

function checkedIndices(indices: readonly number[], size: number): number[] {
  const sorted = [...new Set(indices)].sort((a, b) => a - b);
  if (sorted.some((index) => !Number.isInteger(index) || index < 0 || index >= size)) {
    throw new TradeListError('A swap receipt names positions in the album');
  }
  return sorted;
}

/**
 * A confirmed swap as QR text: `SWAPSIES-R:` then base45 of version, CRC-32 of the body, and the
 * body (receipt id, album, time, both usernames, what B gave and got). About 130 characters for
 * a few stickers each way. Throws `TradeListError` for a receipt that is not valid.
 */
export function encodeReceipt(receipt: SwapReceipt): string {
  const { stickerCount } = receipt;
  if (!RECEIPT_ID_PATTERN.test(receipt.receiptId)) {
    throw new TradeListError('A receipt id is 16 hex digits');
  }
  if (!Number.isInteger(stickerCount) || stickerCount < 1 || stickerCount > MAX_TOTAL_STICKERS) {
    throw new TradeListError('A swap receipt is for an album of 1 to 10,000 stickers');
  }
  const gave = checkedIndices(receipt.gave, stickerCount);
  const got = checkedIndices(receipt.got, stickerCount);
  if (gave.length + got.length === 0 || gave.some((index) => got.includes(index))) {
    throw new TradeListError('A swap receipt moves each sticker one way, at least one');
  }
  const body = new Writer();
  for (let i = 0; i < 16; i += 2) body.byte(parseInt(receipt.receiptId.slice(i, i + 2), 16));
  body.varint(receipt.templateId ?? 0);
  for (let i = 0; i < 8; i += 2) body.byte(parseInt(receipt.albumFingerprint.slice(i, i + 2), 16));
  body.varint(stickerCount);
  body.varint(Math.floor(receipt.madeAt / 1000));
  body.text(receipt.from);
  body.text(receipt.to);
  writeSet(body, gave, stickerCount);
  writeSet(body, got, stickerCount);
  const bytes = body.result();
  const crc = crc32(bytes);
  const outer = new Uint8Array(5 + bytes.length);
  outer.set([RECEIPT_VERSION, crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff]);
  outer.set(bytes, 5);
  return RECEIPT_PREFIX + encodeBase45(outer);
}

const hex = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

function readUsername(reader: Reader): string {
  const name = reader.text(TRADE_LIST_USERNAME_MAX * 4);
  const length = [...name].length;
  if (length < 1 || length > TRADE_LIST_USERNAME_MAX || !isStorableText(name)) throw damaged();
  return name;
}

/**
 * The receipt in a scanned text. Throws `TradeListError` with a sentence for the collector —
 * damaged, cut short, a wrong check sum, or from a newer version — and never anything else.
 */
export function decodeReceipt(text: string): SwapReceipt {
  const trimmed = text.trim().toUpperCase();
  if (!trimmed.startsWith(RECEIPT_PREFIX)) throw damaged();
  let bytes: Uint8Array;
  try {
    bytes = decodeBase45(trimmed.slice(RECEIPT_PREFIX.length));
  } catch (error) {
    if (error instanceof Base45Error) throw damaged();
    throw error;
  }
  if (bytes.length === 0) throw damaged();
  if (bytes[0]! > RECEIPT_VERSION) throw new TradeListError(NEWER_RECEIPT_MESSAGE);
  if (bytes[0] !== RECEIPT_VERSION || bytes.length <= 5) throw damaged();
  const expected = ((bytes[1]! << 24) | (bytes[2]! << 16) | (bytes[3]! << 8) | bytes[4]!) >>> 0;
  const body = bytes.subarray(5);
  if (crc32(body) !== expected) throw damaged();
  try {
    const reader = new Reader(body);
    const receiptId = hex(reader.raw(8));
    const template = reader.varint(MAX_DB_ID);
    const albumFingerprint = hex(reader.raw(4));
    const stickerCount = reader.varint(MAX_TOTAL_STICKERS);
    if (stickerCount < 1) throw damaged();
    const madeAt = reader.varint(2 ** 40) * 1000;
    const from = readUsername(reader);
    const to = readUsername(reader);
    const gave = readSet(reader, stickerCount);
    const got = readSet(reader, stickerCount);
    if (!reader.done) throw damaged();
    if (gave.length + got.length === 0 || gave.some((index) => got.includes(index))) {
      throw damaged();
    }
    return {
      receiptId,
      templateId: template === 0 ? null : template,
      albumFingerprint,
      stickerCount,
      madeAt,
      from,
      to,
      gave,
      got,
    };
  } catch (error) {
    if (error instanceof TradeListError) throw damaged();
    throw error;
  }
}

/** The mirror a receipt asks me to record, in my album's codes: what I give and get. */
export interface MirrorOfReceipt {
  receiptId: string;
  partnerName: string;
  give: string[];
  get: string[];
  madeAt: number;
}

/**
 * My side of the swap on a receipt, checked against my own list: it must be addressed to me (my
 * username, ignoring case) and be of the same album. Throws `TradeListError` saying which.
 * Example: B gave index 0 and got index 4 → I give `codes[4]` and get `codes[0]`.
 */
export function mirrorOfReceipt(
  receipt: SwapReceipt,
  mine: Pick<TradeList, 'username' | 'templateId' | 'albumFingerprint' | 'stickerCount'>,
  codes: readonly string[],
): MirrorOfReceipt {
  if (receipt.to.toLowerCase() !== mine.username.toLowerCase()) {
    throw new TradeListError(
      `This receipt is for ${receipt.to}’s side of the swap, not yours — ${receipt.to} scans it`,
    );
  }
  if (!sameAlbum(receipt, mine)) {
    throw new TradeListError(
      'This receipt is for another album — open that album’s trade screen and scan it there',
    );
  }
  const codesOf = (indices: readonly number[]) =>
    indices.map((index) => codes[index] ?? String(index + 1));
  return {
    receiptId: receipt.receiptId,
    partnerName: receipt.from,
    give: codesOf(receipt.got),
    get: codesOf(receipt.gave),
    madeAt: receipt.madeAt,
  };
}
