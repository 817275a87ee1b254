// The picture renderer's child process (render-png.ts starts it with child_process.fork). Run as
// it is: dist/server/render-worker.js in the built server, this file under Node's own type
// stripping from the sources (tests, `npm run dev`), hence the `.ts` in its imports. It draws one
// picture at a time and exits when its parent lets go of it or goes away (decision 042).
import { renderPngHere } from './resvg.ts';

/** A picture to draw, from the server. */
export interface RenderRequest {
  id: number;
  svg: string;
  scale: number;
  /** Also recompress the PNG losslessly (renderPngHere). */
  isCompact: boolean;
}

/** The answer to one RenderRequest: the PNG's bytes, or why it could not be drawn. */
export type RenderReply = { id: number; png: Buffer } | { id: number; error: string };

async function answer({ id, svg, scale, isCompact }: RenderRequest): Promise<RenderReply> {
  try {
    return { id, png: await renderPngHere(svg, scale, { isCompact }) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

const send = process.send?.bind(process);
if (!send) {
  console.error('render-worker is started by the server (render-png.ts), not on its own');
  process.exit(1);
}
process.on('message', (request: RenderRequest) => {
  void answer(request).then((reply) => {
    if (process.connected) send(reply);
    // The picture's pixmap (25–75 MB, outside V8's heap) is freed only when V8 collects its
    // wrapper, which V8 does not know is large: collect now, so the child holds one at a time.
    globalThis.gc?.();
  });
});
// The server disconnects an idle renderer, and the channel closes if the server dies.
process.on('disconnect', () => process.exit(0));
