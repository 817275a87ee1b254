import type { PageMeta } from '../lib/document-meta';
import { useDocumentMeta } from '../lib/document-meta';

export const meta: PageMeta = {
  title: 'Swapsies — Track, Trade & Share Your Sticker Collection',
  description:
    'Placeholder description for Swapsies — Track, Trade & Share Your Sticker Collection.',
};

export function LandingPage() {
  useDocumentMeta(meta);
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">
        Swapsies — Track, Trade & Share Your Sticker Collection
      </h1>
    </main>
  );
}
