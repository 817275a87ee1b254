import { describe, expect, it } from 'vitest';
import {
  DAMAGED_RECEIPT_MESSAGE,
  decodeReceipt,
  encodeReceipt,
  isReceiptText,
  mirrorOfReceipt,
  type SwapReceipt,
} from './receipt';
import { fitsInQrCode } from './qr-capacity';
import { albumFingerprint, decodeTradeList, numberedAlbumCodes } from './trade-list';

const codes = numberedAlbumCodes(700);
const receipt: SwapReceipt = {
  receiptId: '9f04c2a17be3d580',
  templateId: 42,
  albumFingerprint: albumFingerprint(codes),
  stickerCount: 700,
  madeAt: 1_795_900_000_000,
  from: 'ben',
  to: 'amira',
  gave: [0, 1],
  got: [3, 4, 600],
};
const mine = {
  username: 'Amira',
  templateId: 42,
  albumFingerprint: albumFingerprint(codes),
  stickerCount: 700,
};

describe('swap receipts (decision 017 "The mirror")', () => {
  it('round-trips, small enough for a small QR code', () => {
    const text = encodeReceipt(receipt);
    expect(isReceiptText(text)).toBe(true);
    expect(text.length).toBeLessThan(120);
    expect(fitsInQrCode(text)).toBe(true);
    expect(decodeReceipt(text)).toEqual(receipt);
    expect(decodeReceipt(` ${text.toLowerCase()} `)).toEqual(receipt);
  });

  it('refuses any changed character and every truncation, and is no trade list', async () => {
    const text = encodeReceipt(receipt);
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
    for (let at = 'SWAPSIES-R:'.length; at < text.length; at++) {
      const other = alphabet[(alphabet.indexOf(text[at]!) + 7) % alphabet.length]!;
      const changed = text.slice(0, at) + other + text.slice(at + 1);
      expect(() => decodeReceipt(changed), `at ${at}`).toThrow();
      expect(() => decodeReceipt(text.slice(0, at)), `cut at ${at}`).toThrow(
        DAMAGED_RECEIPT_MESSAGE,
      );
    }
    await expect(decodeTradeList(text)).rejects.toThrow('This is not a Swapsies trade code');
  });

  it('gives my side, only when it is addressed to me and of my album', () => {
    expect(mirrorOfReceipt(receipt, mine, codes)).toEqual({
      receiptId: receipt.receiptId,
      partnerName: 'ben',
      give: ['4', '5', '601'],
      get: ['1', '2'],
      madeAt: receipt.madeAt,
    });
    expect(() => mirrorOfReceipt(receipt, { ...mine, username: 'ben' }, codes)).toThrow(
      'This receipt is for amira’s side of the swap, not yours — amira scans it',
    );
    expect(() => mirrorOfReceipt(receipt, { ...mine, templateId: 7 }, codes)).toThrow(
      'another album',
    );
  });
});
