// What other features may use of matches besides its api.ts (docs/architecture.md "Import
// rules"): re-exports only, so importing one name pulls in nothing else.
export { PartnerName } from './components/partner-name';
export { StickerChips } from './components/sticker-chips';
