import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../domain/product';
import { renderPreviewImageSvg } from '../../../domain/sharing/preview-image';
import { renderTradeImageSvg } from '../../../domain/sharing/trade-image';
import { IMAGE_FONT_FAMILY, PngRenderer, pngRenderer, renderPng } from './render-png';
import { renderPngHere } from './resvg';

// The pictures are drawn in a child process so the renderer's memory leaves with it (decision 042).

const common = {
  title: 'Stickers & friends',
  lists: {
    needed: Array.from({ length: 60 }, (_, i) => String(i + 1)),
    forTrade: [{ number: '7', quantity: 2 }],
  },
  owned: 12,
  totalStickers: 80,
  productName: PRODUCT_NAME,
  siteLabel: 'localhost',
  fontFamily: IMAGE_FONT_FAMILY,
};
const listSvg = renderTradeImageSvg({ ...common, dateLabel: '24 November 2026' }).svg;
const previewSvg = renderPreviewImageSvg(common);

/** Resolves when `child` has exited; fails the test if that takes more than 10 s. */
async function exited(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await once(child, 'exit', { signal: AbortSignal.timeout(10_000) });
}

const renderers: PngRenderer[] = [];
function renderer(options: ConstructorParameters<typeof PngRenderer>[0] = {}) {
  const made = new PngRenderer(options);
  renderers.push(made);
  return made;
}
afterEach(() => {
  for (const made of renderers.splice(0)) made.stop();
  pngRenderer.stop();
});

describe('renderPng', () => {
  it('draws in a child process the same bytes as drawing here', async () => {
    for (const [svg, scale] of [
      [listSvg, 2],
      [previewSvg, 1],
    ] as const) {
      const [there, here] = await Promise.all([renderPng(svg, scale), renderPngHere(svg, scale)]);
      expect(there.subarray(1, 4).toString()).toBe('PNG');
      expect(Buffer.isBuffer(there)).toBe(true);
      expect(there.equals(here)).toBe(true);
    }
    expect(pngRenderer.child?.pid).toBeGreaterThan(0);
    expect(pngRenderer.child?.pid).not.toBe(process.pid);
  });

  it("runs the child with mimalloc's own purge delay, not the server's 0", async () => {
    // The server gives native memory back at once (native-module.ts); in the child that doubled a
    // render's time, and its memory leaves with it anyway (decision 042).
    const previous = process.env.MIMALLOC_PURGE_DELAY;
    process.env.MIMALLOC_PURGE_DELAY = '0';
    try {
      const drawing = renderer();
      await drawing.render(previewSvg, 1);
      const environ = readFileSync(`/proc/${drawing.child!.pid}/environ`, 'utf8').split('\0');
      expect(environ).toContain('MIMALLOC_PURGE_DELAY=10');
    } finally {
      if (previous === undefined) delete process.env.MIMALLOC_PURGE_DELAY;
      else process.env.MIMALLOC_PURGE_DELAY = previous;
    }
  });

  it('recompresses a compact picture losslessly: the same pixels in fewer bytes', async () => {
    const [compact, plain] = await Promise.all([
      renderPng(previewSvg, 1, { isCompact: true }),
      renderPng(previewSvg, 1),
    ]);
    expect(compact.subarray(1, 4).toString()).toBe('PNG');
    expect(compact.length).toBeLessThan(plain.length * 0.8);
    // Decoded to RGBA: the recompressed PNG may drop an alpha channel that was opaque throughout.
    const { Transformer } = await import('@napi-rs/image');
    const rgba = (png: Buffer) => {
      const raw = new Transformer(png).rawPixelsSync();
      const channels = raw.length / (1200 * 630);
      if (channels === 4) return raw;
      const out = Buffer.alloc(1200 * 630 * 4, 255);
      for (let i = 0, o = 0; i < raw.length; i += channels, o += 4) raw.copy(out, o, i, i + 3);
      return out;
    };
    expect(rgba(compact).equals(rgba(plain))).toBe(true);
  });

  it('draws queued pictures one at a time in one child', async () => {
    const drawing = renderer();
    const pngs = await Promise.all([1, 1, 1].map((scale) => drawing.render(previewSvg, scale)));
    expect(pngs[0]!.equals(pngs[1]!) && pngs[1]!.equals(pngs[2]!)).toBe(true);
  });

  it('draws an urgent picture before the others waiting, after the urgent ones already there', async () => {
    const drawing = renderer();
    const order: string[] = [];
    const queue = (name: string, isUrgent: boolean) =>
      drawing.render(previewSvg, 1, { isUrgent }).then(() => order.push(name));
    // The first goes to the child at once; the others wait in the order they are drawn.
    await Promise.all([
      queue('drawing', false),
      queue('refresh 1', false),
      queue('refresh 2', false),
      queue('first picture 1', true),
      queue('first picture 2', true),
    ]);
    expect(order).toEqual([
      'drawing',
      'first picture 1',
      'first picture 2',
      'refresh 1',
      'refresh 2',
    ]);
  });

  it('fails the picture of a child killed mid-render, and the next one starts a fresh child', async () => {
    const drawing = renderer();
    const pending = drawing.render(listSvg, 2);
    const first = drawing.child!;
    first.kill('SIGKILL');
    await expect(pending).rejects.toThrow(
      'The picture renderer was killed (SIGKILL) before the picture was drawn',
    );
    const png = await drawing.render(previewSvg, 1);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(drawing.child!.pid).not.toBe(first.pid);
  });

  it('sends the pictures waiting behind a crashed one to a fresh child', async () => {
    const drawing = renderer();
    const crashed = drawing.render(listSvg, 2);
    const waiting = drawing.render(previewSvg, 1);
    drawing.child!.kill('SIGKILL');
    await expect(crashed).rejects.toThrow('killed (SIGKILL)');
    expect((await waiting).subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers a picture the renderer refuses with its reason, and keeps drawing', async () => {
    const drawing = renderer();
    await expect(drawing.render('this is not svg', 1)).rejects.toThrow(
      /^The picture renderer failed: /,
    );
    expect((await drawing.render(previewSvg, 1)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('kills a child that takes too long and fails its picture', async () => {
    // No child answers within 1 ms: it has not even started by then.
    const drawing = renderer({ timeoutMs: 1 });
    const pending = drawing.render(previewSvg, 1);
    const child = drawing.child!;
    await expect(pending).rejects.toThrow('The picture renderer took longer than 1 ms');
    await exited(child);
    expect(drawing.child).toBeUndefined();
  });

  it('lets the child go once it has been idle', async () => {
    const drawing = renderer({ idleMs: 50 });
    await drawing.render(previewSvg, 1);
    const child = drawing.child!;
    await exited(child);
    expect(child.exitCode).toBe(0);
    expect(drawing.child).toBeUndefined();
    // And the next picture starts another.
    expect((await drawing.render(previewSvg, 1)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('kills the child and fails what waits when stopped (server shutdown)', async () => {
    const drawing = renderer();
    const pending = [drawing.render(listSvg, 2), drawing.render(previewSvg, 1)];
    const child = drawing.child!;
    drawing.stop();
    for (const one of pending) await expect(one).rejects.toThrow('the server is shutting down');
    await exited(child);
    expect(drawing.child).toBeUndefined();
  });
});
