import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftRight, ListChecks, Share2 } from 'lucide-react';
import { PRODUCT_NAME } from '../../../../domain/product';

const highlights = [
  {
    icon: ListChecks,
    title: msg`Track every sticker`,
    text: msg`Mark what you need, what you own and what you have spare, straight from the album numbers.`,
  },
  {
    icon: ArrowLeftRight,
    title: msg`Keep your swaps straight`,
    text: msg`Note pending trades and who they are with, then confirm them when the stickers arrive.`,
  },
  {
    icon: Share2,
    title: msg`Share your trade list`,
    text: msg`Post your needs and spares in Facebook groups as a ready-made message or an image.`,
  },
];

/** The friendly "what this is" panel beside the forms on wider screens. */
export function AuthWelcomePanel() {
  const { i18n } = useLingui();
  return (
    <aside className="rounded-card bg-primary p-8 text-primary-foreground shadow-sm">
      {/* full strength: at 80 % opacity this small text on the green fell under AA contrast */}
      <p className="text-sm font-semibold uppercase tracking-wide">
        <Trans>Got, got, need…</Trans>
      </p>
      <h2 className="mt-2 text-3xl font-extrabold leading-tight">
        <Trans>Finish your album faster with {PRODUCT_NAME}</Trans>
      </h2>
      <ul className="mt-8 grid gap-6">
        {highlights.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold">{i18n._(title)}</span>
              <span className="mt-1 block text-sm opacity-90">{i18n._(text)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm opacity-90">
        <Trans>Free to use, and made for phones at the swap meet.</Trans>
      </p>
    </aside>
  );
}
