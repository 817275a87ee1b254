import type { Sticker, StickerPatch, StickerState } from '../src/domain/sticker/sticker';
import {
  completePending,
  markForTrade,
  markOwned,
  markPending,
} from '../src/domain/sticker/transitions';
import type { ApiClient, ApiResponse } from '../faults/support/api-client';
import { pick, seededRandom } from '../faults/support/random';
import { sleep } from '../faults/support/test-run';
import { AlbumModel } from './album-model';

type Collections = Array<{ id: number; stickerCount: number; ownedCount: number }>;

export type Action =
  | 'login'
  | 'toggle'
  | 'details'
  | 'bulk'
  | 'list'
  | 'dashboard'
  | 'user'
  | 'public-json'
  | 'share-page'
  | 'share-image'
  | 'final-check';

/** How often each action comes up in a session: mostly ticking stickers and looking. */
const MIX: ReadonlyArray<[Action, number]> = [
  ['toggle', 35],
  ['details', 5],
  ['bulk', 5],
  ['list', 20],
  ['dashboard', 12],
  ['user', 5],
  ['public-json', 10],
  ['share-page', 6],
  ['share-image', 2],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

const BULK_PATCHES: readonly StickerPatch[] = [
  markOwned(),
  markForTrade(),
  { owned: false },
  { quantity: 2 },
  markPending('Sam from the club'),
  completePending(),
];

export interface Sample {
  action: Action;
  status: number;
  ms: number;
  /** Set when no answer came (refused, reset, timed out). */
  error?: string;
}

export interface VirtualUserSpec {
  index: number;
  username: string;
  password: string;
  collectionId: number;
  /** Collections anyone may read (public trade lists of other users). */
  /** The public ids of the shared collections (decision 027), for the visitors' reads. */
  publicIds: readonly string[];
}

/**
 * One collector for the length of the run: logs in once, then ticks stickers, changes details,
 * runs bulk actions and looks at its album, the dashboard and other people's share pages, with a
 * pause between actions. Its `album` model checks every answer and listing as it goes, so a lost
 * or doubled write shows up the moment it is read.
 */
export class VirtualUser {
  readonly samples: Sample[] = [];
  readonly album: AlbumModel;
  private readonly random: () => number;

  constructor(
    readonly spec: VirtualUserSpec,
    readonly client: ApiClient,
  ) {
    this.random = seededRandom(1_000 + spec.index);
    this.album = new AlbumModel(spec.collectionId);
  }

  async run(startAt: number, stopAt: number, thinkMs: { min: number; max: number }) {
    await sleep(Math.max(0, startAt - Date.now()));
    const { username, password } = this.spec;
    const login = await this.send('login', 'POST', '/api/login', { username, password });
    if (login?.status !== 200) return;
    const stickers = await this.send('list', 'GET', this.stickersPath());
    if (stickers?.status !== 200) return;
    this.album.start(stickers.body as Sticker[]);

    while (Date.now() < stopAt) {
      await this.act(this.chooseAction());
      await sleep(thinkMs.min + this.random() * (thinkMs.max - thinkMs.min));
    }
  }

  /** Once the run is over: the album and the dashboard must show exactly the model. */
  async checkFinalState() {
    if (!this.album.hasStarted) return;
    const list = await this.send('final-check', 'GET', this.stickersPath());
    if (list?.status === 200) this.album.compareListing(list.body as Sticker[], 'final listing');
    const dashboard = await this.send('final-check', 'GET', '/api/collections');
    if (dashboard?.status === 200) this.album.compareCounters(dashboard.body as Collections);
  }

  private stickersPath() {
    return `/api/collections/${this.spec.collectionId}/stickers`;
  }

  private chooseAction(): Action {
    let roll = this.random() * MIX_TOTAL;
    for (const [action, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return 'list';
  }

  private randomStickerId() {
    return pick(this.random, [...this.album.stickers.keys()]);
  }

  private randomPublicId() {
    return pick(this.random, this.spec.publicIds);
  }

  private async act(action: Action) {
    switch (action) {
      case 'toggle': {
        const id = this.randomStickerId();
        return this.patchOne(action, id, { owned: !this.album.stickers.get(id)!.owned });
      }
      case 'details': {
        const id = this.randomStickerId();
        const { forTrade } = this.album.stickers.get(id)!;
        const quantity = 1 + Math.floor(this.random() * 5);
        return this.patchOne(
          action,
          id,
          this.random() < 0.5 ? { forTrade: !forTrade } : { quantity },
        );
      }
      case 'bulk':
        return this.bulk();
      case 'list': {
        const response = await this.send(action, 'GET', this.stickersPath());
        if (response?.status === 200)
          this.album.compareListing(response.body as Sticker[], 'listing');
        return;
      }
      case 'dashboard': {
        const response = await this.send(action, 'GET', '/api/collections');
        if (response?.status === 200) this.album.compareCounters(response.body as Collections);
        return;
      }
      case 'user':
        return this.send(action, 'GET', '/api/user');
      case 'public-json':
        return this.send(action, 'GET', `/api/public/collections/${this.randomPublicId()}`);
      case 'share-page':
        return this.send(action, 'GET', `/share?collection=${this.randomPublicId()}`);
      case 'share-image':
        return this.send(
          action,
          'GET',
          `/api/public/collections/${this.randomPublicId()}/image.png`,
        );
    }
  }

  private async patchOne(action: Action, id: number, patch: StickerPatch) {
    const response = await this.send(action, 'PATCH', `/api/stickers/${id}`, patch, true);
    if (response?.status === 200)
      this.album.acknowledgePatch(id, patch, response.body as StickerState);
  }

  private async bulk() {
    const count = 10 + Math.floor(this.random() * 190);
    const ids = [...new Set(Array.from({ length: count }, () => this.randomStickerId()))];
    const patch = pick(this.random, BULK_PATCHES);
    const updates = ids.map((id) => ({ id, data: patch }));
    const response = await this.send('bulk', 'PATCH', '/api/stickers/bulk', { updates }, true);
    if (response?.status !== 200) return;
    const { results } = response.body as { results: { success: number[]; errors: unknown[] } };
    this.album.acknowledgeBulk(ids, patch, results);
  }

  /** Sends one request and records it; a write without a 2xx-or-4xx answer is "unanswered". */
  private async send(
    action: Action,
    method: string,
    path: string,
    body?: unknown,
    isWrite = false,
  ): Promise<ApiResponse | undefined> {
    const started = performance.now();
    try {
      const response = await this.client.call(method, path, body);
      this.samples.push({ action, status: response.status, ms: response.ms });
      if (isWrite && response.status >= 500) this.album.unansweredWrites += 1;
      return response;
    } catch (error) {
      this.samples.push({
        action,
        status: 0,
        ms: performance.now() - started,
        error: (error as Error).message,
      });
      if (isWrite) this.album.unansweredWrites += 1;
      return undefined;
    }
  }
}
