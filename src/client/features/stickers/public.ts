// What other features may use of stickers besides its api.ts: the pure changes of a cached
// sticker list (docs/architecture.md "Import rules"). Re-exports only, so importing one name
// pulls in nothing else.
export {
  applyUpdates,
  removeStickers,
  replaceSticker,
  restoreStickers,
  shownUpdates,
  type ShownPatch,
  type StickerUpdate,
} from './sticker-cache';
// The loading and retry every dialog working on a collection's stickers shows.
export { WithStickers } from './components/with-stickers';
