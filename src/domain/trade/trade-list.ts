// docs/decisions/017 "Trade in person": one collector's needs and copies on offer for one album,
// packed small enough for a QR code another phone reads with no server. Byte layout, compression
// and text encoding are in the decision record; this file is the one place that reads or writes it.
import { MAX_TOTAL_STICKERS } from '../collection/schemas';
import { offeredCopies } from '../sticker/spares';
import type { Sticker } from '../sticker/sticker';
import { isStickerNeeded } from '../sticker/sticker';
import { isStorableText, MAX_DB_ID } from '../text';
import { Base45Error, decodeBase45, encodeBase45 } from './base45';

/** The payload format written by this version of the app. */
export const TRADE_LIST_VERSION = 1;

/** Every trade-list text starts with this, so a foreign QR code is told apart at once. */
export const TRADE_LIST_PREFIX = 'SWAPSIES:';

/** Album titles are cut to this many characters in a trade list (the screen shows them). */
export const TRADE_LIST_ALBUM_NAME_MAX = 40;

/** The longest username a trade list carries (the partner name a swap records, in code points). */
export const TRADE_LIST_USERNAME_MAX = 60;

/** One collector's list for one album, as the other phone reads it (docs/decisions/017). */
export interface TradeList {
  version: number;
  /** The album template, when the collection has one. */
  templateId: number | null;
  /** The collection/album title, cut to 40 characters. */
  albumName: string;
  /** Short hex hash of the album's codes in album order (`albumFingerprint`). */
  albumFingerprint: string;
  stickerCount: number;
  username: string;
  /** Epoch ms (second precision) of the data the list was built from. */
  madeAt: number;
  /** Ascending indices into album order: the stickers needed. */
  needs: number[];
  /** Ascending indices into album order: stickers with a copy on offer (decision 010). */
  offers: number[];
}

/** A trade list that cannot be read or written; `message` is for the collector. */
export class TradeListError extends Error {
  override name = 'TradeListError';
}

export const NOT_A_TRADE_CODE_MESSAGE = /*i18n*/ 'This is not a Swapsies trade code';
export const DAMAGED_TRADE_CODE_MESSAGE =
  'This trade code is damaged or incomplete — scan it again';
export const NEWER_TRADE_CODE_MESSAGE =
  'This trade code was made by a newer version of Swapsies — update the app and scan it again';
export const UNREADABLE_COMPRESSION_MESSAGE =
  "This browser can't unpack trade codes — update it, or type the short code instead";

// ---------------------------------------------------------------------------------------------
// Hashes

const utf8 = new TextEncoder();

/**
 * A short hex hash (FNV-1a, 32 bits) of the album's codes in album order, joined by line breaks.
 * Two collections of one album share it; with the template id and sticker count it tells
 * whether two lists can be compared. Example: `albumFingerprint(['1', '2'])` → 8 hex digits.
 */
export function albumFingerprint(codes: readonly string[]): string {
  let hash = 0x811c9dc5;
  const bytes = utf8.encode(codes.join('\n'));
  for (const byte of bytes) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (the zip/PNG one): catches a body that inflates but is not the one written. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Building a list

/** Whether two lists are of the same album: same template (when both have one), codes and size. */
export function sameAlbum(
  a: Pick<TradeList, 'templateId' | 'albumFingerprint' | 'stickerCount'>,
  b: Pick<TradeList, 'templateId' | 'albumFingerprint' | 'stickerCount'>,
): boolean {
  if (a.templateId !== null && b.templateId !== null && a.templateId !== b.templateId) return false;
  return a.albumFingerprint === b.albumFingerprint && a.stickerCount === b.stickerCount;
}

/** The codes of a numbered album `1..total`, in album order. */
export function numberedAlbumCodes(total: number): string[] {
  return Array.from({ length: total }, (_, i) => String(i + 1));
}

const cutTo = (text: string, max: number) => [...text].slice(0, max).join('');

/**
 * My list for one collection: needs are stickers not owned, offers are stickers with a copy on
 * offer (`offeredCopies` of decision 010: honest spares, promised copies excluded). Indices are
 * album order: of `albumCodes` (the template's codes) when given, else of `stickers`, which must
 * then be the collection's stickers in album order. A code the collection has no sticker for (a
 * deleted one) is neither needed nor on offer.
 */
export function tradeListFromStickers(input: {
  templateId: number | null;
  albumName: string;
  username: string;
  madeAt: number;
  stickers: readonly Sticker[];
  albumCodes?: readonly string[];
}): Omit<TradeList, 'version'> {
  const codes = input.albumCodes ?? input.stickers.map((sticker) => sticker.number);
  const byNumber = new Map(input.stickers.map((sticker) => [sticker.number, sticker]));
  const needs: number[] = [];
  const offers: number[] = [];
  codes.forEach((code, index) => {
    const sticker = byNumber.get(code);
    if (!sticker) return;
    if (isStickerNeeded(sticker)) needs.push(index);
    else if (offeredCopies(sticker) > 0) offers.push(index);
  });
  return {
    templateId: input.templateId,
    albumName: cutTo(input.albumName.trim(), TRADE_LIST_ALBUM_NAME_MAX),
    albumFingerprint: albumFingerprint(codes),
    stickerCount: codes.length,
    username: input.username,
    madeAt: Math.floor(input.madeAt / 1000) * 1000,
    needs,
    offers,
  };
}

// ---------------------------------------------------------------------------------------------
// Bytes

/** Bytes, varints and texts as trade lists and swap receipts write them. */
export class Writer {
  private bytes: number[] = [];
  byte(value: number) {
    this.bytes.push(value & 0xff);
  }
  varint(value: number) {
    let rest = value;
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
  }
  raw(bytes: Uint8Array | readonly number[]) {
    for (const byte of bytes) this.bytes.push(byte);
  }
  text(value: string) {
    const bytes = utf8.encode(value);
    this.varint(bytes.length);
    this.raw(bytes);
  }
  get length() {
    return this.bytes.length;
  }
  result() {
    return Uint8Array.from(this.bytes);
  }
}

const damaged = () => new TradeListError(DAMAGED_TRADE_CODE_MESSAGE);

/** Reads what `Writer` wrote; anything out of place throws `TradeListError` (damaged). */
export class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number {
    const value = this.bytes[this.at++];
    if (value === undefined) throw damaged();
    return value;
  }
  /** An unsigned LEB128 number no larger than `max`. */
  varint(max: number): number {
    let value = 0;
    for (let scale = 1; ; scale *= 0x80) {
      const byte = this.byte();
      value += (byte & 0x7f) * scale;
      if (value > max) throw damaged();
      if (byte < 0x80) return value;
      if (scale > 2 ** 42) throw damaged();
    }
  }
  raw(length: number): Uint8Array {
    if (this.at + length > this.bytes.length) throw damaged();
    const slice = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return slice;
  }
  text(maxBytes: number): string {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(this.raw(this.varint(maxBytes)));
    } catch (error) {
      if (error instanceof TradeListError) throw error;
      throw damaged();
    }
  }
  get done() {
    return this.at === this.bytes.length;
  }
}

const SET_BITSET = 0;
const SET_RANGES = 1;

/** Runs of consecutive indices: `[start, length]` pairs. */
function runsOf(indices: readonly number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const index of indices) {
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === index) last[1]++;
    else runs.push([index, 1]);
  }
  return runs;
}

/**
 * A sorted set of indices below `size`, as a bitset (`ceil(size / 8)` bytes, most significant bit
 * first) or as runs (count, then per run the gap since the last run's end and its length − 1,
 * all varints) — whichever is shorter.
 */
export function writeSet(writer: Writer, indices: readonly number[], size: number) {
  const ranges = new Writer();
  const runs = runsOf(indices);
  ranges.varint(runs.length);
  let end = 0;
  for (const [start, length] of runs) {
    ranges.varint(start - end);
    ranges.varint(length - 1);
    end = start + length;
  }
  const bitsetLength = Math.ceil(size / 8);
  if (ranges.length < bitsetLength) {
    writer.byte(SET_RANGES);
    writer.raw(ranges.result());
    return;
  }
  const bits = new Uint8Array(bitsetLength);
  for (const index of indices) bits[index >> 3]! |= 0x80 >> (index & 7);
  writer.byte(SET_BITSET);
  writer.raw(bits);
}

export function readSet(reader: Reader, size: number): number[] {
  const kind = reader.byte();
  const indices: number[] = [];
  if (kind === SET_BITSET) {
    const bits = reader.raw(Math.ceil(size / 8));
    for (let index = 0; index < bits.length * 8; index++) {
      if (bits[index >> 3]! & (0x80 >> (index & 7))) {
        if (index >= size) throw damaged();
        indices.push(index);
      }
    }
    return indices;
  }
  if (kind !== SET_RANGES) throw damaged();
  const count = reader.varint(size);
  let end = 0;
  for (let run = 0; run < count; run++) {
    const start = end + reader.varint(size);
    const length = reader.varint(size) + 1;
    if (run > 0 && start === end) throw damaged(); // runs are written merged, never touching
    if (start + length > size) throw damaged();
    for (let index = start; index < start + length; index++) indices.push(index);
    end = start + length;
  }
  return indices;
}

/** A set of indices checked and sorted; a bad one is a programming error reported in words. */
function checkedSet(indices: readonly number[], size: number, label: string): number[] {
  const sorted = [...new Set(indices)].sort((a, b) => a - b);
  for (const index of sorted) {
    if (!Number.isInteger(index) || index < 0 || index >= size) {
      throw new TradeListError(`The ${label} of a trade list must be positions in the album`);
    }
  }
  return sorted;
}

function checkedList(list: Omit<TradeList, 'version'>) {
  const { stickerCount, templateId, username, madeAt } = list;
  if (!Number.isInteger(stickerCount) || stickerCount < 1 || stickerCount > MAX_TOTAL_STICKERS) {
    throw new TradeListError('A trade list is for an album of 1 to 10,000 stickers');
  }
  if (
    templateId !== null &&
    (!Number.isInteger(templateId) || templateId < 1 || templateId > MAX_DB_ID)
  ) {
    throw new TradeListError('A trade list needs a valid album id');
  }
  if (!/^[0-9a-f]{8}$/.test(list.albumFingerprint)) {
    throw new TradeListError('A trade list needs the album fingerprint of albumFingerprint()');
  }
  const usernameLength = [...username].length;
  if (usernameLength < 1 || usernameLength > TRADE_LIST_USERNAME_MAX || !isStorableText(username)) {
    throw new TradeListError('A trade list needs the collector’s username');
  }
  if (!Number.isFinite(madeAt) || madeAt < 0) {
    throw new TradeListError('A trade list needs the time its data is from');
  }
  const needs = checkedSet(list.needs, stickerCount, 'needs');
  const offers = checkedSet(list.offers, stickerCount, 'offers');
  const needed = new Set(needs);
  if (offers.some((index) => needed.has(index))) {
    throw new TradeListError('A sticker cannot be both needed and on offer');
  }
  return { needs, offers, needed };
}

/** The body: header fields, then needs over the album and offers over the stickers not needed. */
function writeBody(list: Omit<TradeList, 'version'>): Uint8Array {
  const { needs, offers, needed } = checkedList(list);
  const body = new Writer();
  body.varint(list.templateId === null ? 0 : list.templateId);
  for (let i = 0; i < 8; i += 2) body.byte(parseInt(list.albumFingerprint.slice(i, i + 2), 16));
  body.varint(list.stickerCount);
  body.varint(Math.floor(list.madeAt / 1000));
  body.text(list.username);
  body.text(cutTo(list.albumName, TRADE_LIST_ALBUM_NAME_MAX));
  writeSet(body, needs, list.stickerCount);
  // Offers are never needed (an offered copy is owned), so they are indexed among the rest only.
  const rest: number[] = [];
  for (let index = 0, rank = 0; index < list.stickerCount; index++) {
    if (needed.has(index)) continue;
    rest[index] = rank++;
  }
  writeSet(
    body,
    offers.map((index) => rest[index]!),
    list.stickerCount - needs.length,
  );
  return body.result();
}

function readBody(bytes: Uint8Array): TradeList {
  const reader = new Reader(bytes);
  const template = reader.varint(MAX_DB_ID);
  const fingerprint = [...reader.raw(4)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const stickerCount = reader.varint(MAX_TOTAL_STICKERS);
  if (stickerCount < 1) throw damaged();
  const madeAt = reader.varint(2 ** 40) * 1000;
  const username = reader.text(TRADE_LIST_USERNAME_MAX * 4);
  const albumName = reader.text(TRADE_LIST_ALBUM_NAME_MAX * 4);
  const needs = readSet(reader, stickerCount);
  const needed = new Set(needs);
  const rest: number[] = [];
  for (let index = 0; index < stickerCount; index++) if (!needed.has(index)) rest.push(index);
  const offers = readSet(reader, rest.length).map((rank) => rest[rank]!);
  if (!reader.done) throw damaged();
  const usernameLength = [...username].length;
  if (usernameLength < 1 || usernameLength > TRADE_LIST_USERNAME_MAX) throw damaged();
  if (!isStorableText(username) || !isStorableText(albumName)) throw damaged();
  if ([...albumName].length > TRADE_LIST_ALBUM_NAME_MAX) throw damaged();
  return {
    version: TRADE_LIST_VERSION,
    templateId: template === 0 ? null : template,
    albumName,
    albumFingerprint: fingerprint,
    stickerCount,
    username,
    madeAt,
    needs,
    offers,
  };
}

// ---------------------------------------------------------------------------------------------
// Compression: the platform's deflate-raw (Node 22 and every current browser), decision 017.

/** The most bytes a body may inflate to: far above the largest list, so a bomb stops early. */
const MAX_BODY_BYTES = 16 * 1024;

const canCompress = () =>
  typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

async function pipeThrough(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit: number,
): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Failures surface on the reading side; these promises are only kept from going unhandled.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw damaged();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const FLAG_DEFLATED = 1;
const OUTER_HEADER_BYTES = 6;

/**
 * A list as QR text: `SWAPSIES:` then base45 of version, flags, CRC-32 of the body and the body
 * (deflate-raw when that is shorter). Throws `TradeListError` for a list that is not valid.
 * Example: a 700-sticker album mid-collection → about 200–300 characters (docs/decisions/017).
 */
export async function encodeTradeList(list: Omit<TradeList, 'version'>): Promise<string> {
  const body = writeBody(list);
  let packed = body;
  let flags = 0;
  if (canCompress()) {
    const deflated = await pipeThrough(body, new CompressionStream('deflate-raw'), Infinity);
    if (deflated.length < body.length) {
      packed = deflated;
      flags = FLAG_DEFLATED;
    }
  }
  const bytes = new Uint8Array(OUTER_HEADER_BYTES + packed.length);
  const crc = crc32(body);
  bytes.set([
    TRADE_LIST_VERSION,
    flags,
    crc >>> 24,
    (crc >>> 16) & 0xff,
    (crc >>> 8) & 0xff,
    crc & 0xff,
  ]);
  bytes.set(packed, OUTER_HEADER_BYTES);
  return TRADE_LIST_PREFIX + encodeBase45(bytes);
}

/**
 * The list in a scanned or pasted text. Throws `TradeListError` with a message for the collector
 * — not ours, damaged or cut short, or from a newer version — and never anything else.
 */
export async function decodeTradeList(text: string): Promise<TradeList> {
  if (typeof text !== 'string') throw new TradeListError(NOT_A_TRADE_CODE_MESSAGE);
  const trimmed = text.trim().toUpperCase();
  if (!trimmed.startsWith(TRADE_LIST_PREFIX)) throw new TradeListError(NOT_A_TRADE_CODE_MESSAGE);
  let bytes: Uint8Array;
  try {
    bytes = decodeBase45(trimmed.slice(TRADE_LIST_PREFIX.length));
  } catch (error) {
    if (error instanceof Base45Error) throw damaged();
    throw error;
  }
  if (bytes.length === 0) throw damaged();
  const version = bytes[0]!;
  if (version > TRADE_LIST_VERSION) throw new TradeListError(NEWER_TRADE_CODE_MESSAGE);
  if (version !== TRADE_LIST_VERSION || bytes.length <= OUTER_HEADER_BYTES) throw damaged();
  const flags = bytes[1]!;
  if ((flags & ~FLAG_DEFLATED) !== 0) throw damaged();
  const expectedCrc = ((bytes[2]! << 24) | (bytes[3]! << 16) | (bytes[4]! << 8) | bytes[5]!) >>> 0;
  const packed = bytes.subarray(OUTER_HEADER_BYTES);
  let body = packed;
  if (flags & FLAG_DEFLATED) {
    if (!canCompress()) throw new TradeListError(UNREADABLE_COMPRESSION_MESSAGE);
    try {
      body = await pipeThrough(packed, new DecompressionStream('deflate-raw'), MAX_BODY_BYTES);
    } catch {
      throw damaged();
    }
  }
  if (body.length > MAX_BODY_BYTES || crc32(body) !== expectedCrc) throw damaged();
  return readBody(body);
}
