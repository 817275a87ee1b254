import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RenderReply, RenderRequest } from './render-worker';

export { IMAGE_FONT_FAMILY } from './resvg';

/**
 * The child's script: dist/server/render-worker.js beside the bundled server (a second esbuild
 * entry), or render-worker.ts beside this file when the server runs from its sources.
 */
const WORKER_PATH = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? './render-worker.ts' : './render-worker.js',
    import.meta.url,
  ),
);

/** mimalloc's default purge delay, in ms, for the renderer's child (decision 042). */
const RENDERER_PURGE_DELAY_MS = '10';

export interface PngRendererOptions {
  /** The child's script (tests only). */
  workerPath?: string;
  /** How long an idle child is kept for the next picture before it is let go. */
  idleMs?: number;
  /** A picture not drawn in this time is given up on: the child is killed. */
  timeoutMs?: number;
}

interface Job {
  svg: string;
  scale: number;
  isCompact: boolean;
  isUrgent: boolean;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/** How a picture is drawn: `isCompact` recompresses it (renderPng); `isUrgent` puts it first. */
export interface RenderOptions {
  isCompact?: boolean;
  /**
   * Someone waits for this picture with nothing else to show (no earlier picture of it was ever
   * drawn): it goes ahead of every picture that is not urgent, after the urgent ones already
   * waiting, so a crowd refreshing pictures never keeps a first one waiting behind them.
   */
  isUrgent?: boolean;
}

/** A picture given up on because the renderer was stopped: the server is shutting down. */
export class RendererStopped extends Error {}

/**
 * Draws pictures in ONE child process, one at a time, so the native renderer's memory (its own
 * allocator, pixmaps of 25–75 MB freed only at a GC) goes back to the system when the child
 * exits, a short idle time after the last picture (decision 042). A child that crashes or is
 * killed fails the picture it was drawing, and the next one starts a fresh child.
 */
export class PngRenderer {
  readonly #workerPath: string;
  readonly #idleMs: number;
  readonly #timeoutMs: number;
  readonly #queue: Job[] = [];
  #child: ChildProcess | undefined;
  #current: { id: number; job: Job; child: ChildProcess; timer: NodeJS.Timeout } | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  #nextId = 1;

  constructor(options: PngRendererOptions = {}) {
    this.#workerPath = options.workerPath ?? WORKER_PATH;
    this.#idleMs = options.idleMs ?? 2_000;
    this.#timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** The running child, if any (for tests). */
  get child(): ChildProcess | undefined {
    return this.#child;
  }

  render(
    svg: string,
    scale: number,
    { isCompact = false, isUrgent = false }: RenderOptions = {},
  ): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      const job = { svg, scale, isCompact, isUrgent, resolve, reject };
      const firstNotUrgent = isUrgent ? this.#queue.findIndex((waiting) => !waiting.isUrgent) : -1;
      if (firstNotUrgent === -1) this.#queue.push(job);
      else this.#queue.splice(firstNotUrgent, 0, job);
      this.#next();
    });
  }

  /**
   * Kills the child and fails what was waiting for it with `RendererStopped` (server shutdown); a
   * later render starts a new one.
   */
  stop(): void {
    const reason = 'The picture renderer was stopped: the server is shutting down';
    for (const job of this.#queue.splice(0)) job.reject(new RendererStopped(reason));
    if (this.#current) this.#fail(this.#current.child, new RendererStopped(reason));
    if (this.#child) this.#fail(this.#child, new RendererStopped(reason));
  }

  /** Sends the next waiting picture to the child (started if needed) when none is being drawn. */
  #next(): void {
    if (this.#current) return;
    const job = this.#queue.shift();
    if (!job) return;
    clearTimeout(this.#idleTimer);
    const child = this.#child ?? this.#spawn();
    const id = this.#nextId++;
    const timer = setTimeout(
      () =>
        this.#fail(
          child,
          new Error(
            `The picture renderer took longer than ${this.#timeoutMs} ms to draw a picture`,
          ),
        ),
      this.#timeoutMs,
    );
    this.#current = { id, job, child, timer };
    // While a picture is on its way the channel keeps the process alive, as any pending I/O.
    child.channel?.ref();
    const request: RenderRequest = {
      id,
      svg: job.svg,
      scale: job.scale,
      isCompact: job.isCompact,
    };
    child.send(request, (error) => {
      if (error)
        this.#fail(
          child,
          new Error(`The picture renderer could not be sent a picture (${error.message})`),
        );
    });
  }

  #spawn(): ChildProcess {
    const child = fork(this.#workerPath, [], {
      serialization: 'advanced',
      // Not the server's own flags (e.g. the bench's --require): only what the child needs. From
      // the sources, the type stripping Node 22.18+ does by default, asked for on older 22s.
      // --expose-gc: the child collects each picture's wrapper once it is sent (render-worker.ts).
      execArgv: [
        ...(this.#workerPath.endsWith('.ts') ? ['--experimental-strip-types'] : []),
        '--expose-gc',
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // mimalloc's own purge delay, not the server's 0 (native-module.ts): giving each picture's
      // 25–75 MB back at once and faulting it in again for the next doubled a render's time
      // (~200 → ~430 ms), and the child's memory leaves with it 2 s after its last picture.
      env: { ...process.env, MIMALLOC_PURGE_DELAY: RENDERER_PURGE_DELAY_MS },
    });
    this.#child = child;
    // An idle child never keeps the server (or a test run) from exiting; and never outlives it.
    child.unref();
    const killOnExit = () => child.kill('SIGKILL');
    process.on('exit', killOnExit);
    child.on('message', (reply: RenderReply) => this.#answered(child, reply));
    child.on('error', (error) =>
      this.#fail(
        child,
        new Error(`The picture renderer failed to start or answer (${error.message})`),
      ),
    );
    child.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      const how = signal ? `was killed (${signal})` : `exited (code ${code})`;
      this.#fail(child, new Error(`The picture renderer ${how} before the picture was drawn`));
    });
    return child;
  }

  #answered(child: ChildProcess, reply: RenderReply): void {
    const current = this.#current;
    if (!current || current.child !== child || current.id !== reply.id) return;
    clearTimeout(current.timer);
    this.#current = undefined;
    if ('error' in reply)
      current.job.reject(new Error(`The picture renderer failed: ${reply.error}`));
    else
      current.job.resolve(
        Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength),
      );
    if (this.#queue.length > 0) return this.#next();
    child.channel?.unref();
    this.#idleTimer = setTimeout(() => this.#retire(child), this.#idleMs);
    this.#idleTimer.unref();
  }

  /** Lets an idle child go: it exits when its channel closes. */
  #retire(child: ChildProcess): void {
    if (this.#child !== child || this.#current) return;
    this.#child = undefined;
    if (child.connected) child.disconnect();
  }

  /**
   * The child is dead or unusable (it exited, was killed, timed out, could not be reached): the
   * picture it was drawing fails with `error`, it is killed, and what waits goes to a new child.
   */
  #fail(child: ChildProcess, error: Error): void {
    if (this.#child === child) {
      this.#child = undefined;
      clearTimeout(this.#idleTimer);
    }
    const current = this.#current;
    if (current?.child === child) {
      clearTimeout(current.timer);
      this.#current = undefined;
      current.job.reject(error);
    }
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    this.#next();
  }
}

/** The server's one renderer. */
export const pngRenderer = new PngRenderer();

/**
 * Renders an SVG to PNG at `scale` in the renderer's child process, using only the bundled fonts;
 * `isCompact` also recompresses it losslessly (smaller, ~140 ms more for a link preview).
 */
export function renderPng(
  svg: string,
  scale: number,
  options: RenderOptions = {},
): Promise<Buffer> {
  return pngRenderer.render(svg, scale, options);
}
