// Base45 (RFC 9285): bytes as text in the QR code's alphanumeric alphabet, so a trade list fills a
// QR code in alphanumeric mode (5.5 bits a character) rather than byte mode (8 bits) —
// docs/decisions/017. Two bytes become three characters, a last odd byte two.

/** The 45 characters of the QR alphanumeric mode, in base45's order. */
export const BASE45_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const VALUE_OF = new Map([...BASE45_ALPHABET].map((char, value) => [char, value]));

/** Why a text is not base45; the caller turns it into words for a collector. */
export class Base45Error extends Error {}

/** Bytes as base45 text. Example: the bytes of "AB" → "BB8". */
export function encodeBase45(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const n = bytes[i]! * 256 + bytes[i + 1]!;
    text +=
      BASE45_ALPHABET[n % 45]! +
      BASE45_ALPHABET[Math.floor(n / 45) % 45]! +
      BASE45_ALPHABET[Math.floor(n / 2025)]!;
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1]!;
    text += BASE45_ALPHABET[n % 45]! + BASE45_ALPHABET[Math.floor(n / 45)]!;
  }
  return text;
}

/** Base45 text back to bytes; throws `Base45Error` on a character or group base45 cannot hold. */
export function decodeBase45(text: string): Uint8Array {
  if (text.length % 3 === 1) throw new Base45Error('The text has a length base45 cannot have');
  const values: number[] = [];
  for (const char of text) {
    const value = VALUE_OF.get(char);
    if (value === undefined) throw new Base45Error(`"${char}" is not a base45 character`);
    values.push(value);
  }
  const bytes = new Uint8Array(
    Math.floor(values.length / 3) * 2 + (values.length % 3 === 2 ? 1 : 0),
  );
  let out = 0;
  for (let i = 0; i < values.length; i += 3) {
    if (i + 2 < values.length) {
      const n = values[i]! + values[i + 1]! * 45 + values[i + 2]! * 2025;
      if (n > 0xffff) throw new Base45Error('A base45 group is out of range');
      bytes[out++] = n >> 8;
      bytes[out++] = n & 0xff;
    } else {
      const n = values[i]! + values[i + 1]! * 45;
      if (n > 0xff) throw new Base45Error('A base45 group is out of range');
      bytes[out++] = n;
    }
  }
  return bytes;
}
