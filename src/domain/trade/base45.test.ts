import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Base45Error, BASE45_ALPHABET, decodeBase45, encodeBase45 } from './base45';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('base45 (RFC 9285)', () => {
  it('encodes the examples of the RFC', () => {
    expect(encodeBase45(bytesOf('AB'))).toBe('BB8');
    expect(encodeBase45(bytesOf('Hello!!'))).toBe('%69 VD92EX0');
    expect(encodeBase45(bytesOf('base-45'))).toBe('UJCLQE7W581');
    expect(encodeBase45(new Uint8Array())).toBe('');
  });

  it('decodes the examples of the RFC', () => {
    expect(textOf(decodeBase45('QED8WEX0'))).toBe('ietf!');
    expect(textOf(decodeBase45('%69 VD92EX0'))).toBe('Hello!!');
  });

  it('uses only the QR alphanumeric characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        for (const char of encodeBase45(bytes)) expect(BASE45_ALPHABET).toContain(char);
      }),
    );
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(decodeBase45(encodeBase45(bytes))).toEqual(bytes);
      }),
    );
  });

  it('refuses characters, lengths and groups base45 cannot have', () => {
    expect(() => decodeBase45('GGW')).toThrow(Base45Error); // 65,536: one more than two bytes
    expect(() => decodeBase45('abc')).toThrow('"a" is not a base45 character');
    expect(() => decodeBase45('BB8B')).toThrow('length');
    expect(() => decodeBase45('Z6')).toThrow('out of range'); // 35 + 6·45 = 305 > 255
  });

  it('throws only Base45Error on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        try {
          decodeBase45(text);
        } catch (error) {
          expect(error).toBeInstanceOf(Base45Error);
        }
      }),
    );
  });
});
