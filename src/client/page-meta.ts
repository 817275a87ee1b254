// Titles and descriptions of the public pages, kept apart from the pages themselves so the
// route table and the prerender can read them without loading every page's code. Each is a
// message, translated where it is shown (the page, the prerender's head: decision 038).
import { msg } from '@lingui/core/macro';
import { PRODUCT_NAME } from '../domain/product';
import { wslAlbumStory } from './features/marketing/blog-posts';
import { defaultMeta, type PageMeta } from './lib/document-meta';

export const landingMeta: PageMeta = {
  title: defaultMeta.title,
  description: msg`The free sticker album tracker: mark the stickers you need, own and have for trade, track your swaps and share your trade list in Facebook swap groups.`,
};

export const howItWorksMeta: PageMeta = {
  title: msg`How ${PRODUCT_NAME} Works`,
  description: msg`See how ${PRODUCT_NAME} works in three steps: add your stickers, download your Needs and For Trade list images, and share them in Facebook swap groups.`,
};

export const blogIndexMeta: PageMeta = {
  title: msg`${PRODUCT_NAME} Blog — Sticker Swapping Stories & Tips`,
  description: msg`Stories and tips from sticker collectors: how families finish football sticker albums by swapping, and how to trade safely in Facebook swap groups.`,
};

// The article itself stays in English (its title too); its furniture is translated.
const storyTitle = wslAlbumStory.title;
export const blogArticleMeta: PageMeta = {
  title: msg`${storyTitle} — ${PRODUCT_NAME} Blog`,
  description: msg`How a parent and daughter finished their women’s football (WSL) sticker album in a few weeks, swapping over 50 stickers through Facebook swap groups.`,
};

export const termsMeta: PageMeta = {
  title: msg`Terms of Use — ${PRODUCT_NAME}`,
  description: msg`The terms for using ${PRODUCT_NAME}, the sticker album tracker: your account, using it fairly, swapping with other collectors and one-off Pro payments.`,
};

export const privacyMeta: PageMeta = {
  title: msg`Privacy Policy — ${PRODUCT_NAME}`,
  description: msg`What ${PRODUCT_NAME} stores (your username, email and collections), the one session cookie we use, how Stripe handles payments, and how to delete your data.`,
};

export const contactMeta: PageMeta = {
  title: msg`Contact Us — ${PRODUCT_NAME}`,
  description: msg`Get in touch with the ${PRODUCT_NAME} team: report a bug, ask about a missing sticker album, suggest a swap group, or ask about Pro payments and your data.`,
};
