import type { ComponentType } from 'react';
import type { PageMeta } from './lib/document-meta';
import {
  blogArticleMeta,
  blogIndexMeta,
  contactMeta,
  howItWorksMeta,
  landingMeta,
  privacyMeta,
  termsMeta,
} from './page-meta';
import { LandingPage } from './pages/landing';
import { paths } from './paths';

export interface PublicPage {
  path: string;
  file: string;
  meta: PageMeta;
  /** Loads the page's code. The landing page is in the first bundle, so it is there already. */
  load: () => Promise<ComponentType>;
}

/** The marketing pages, prerendered to full HTML at build time for search engines and previews. */
export const publicPages: PublicPage[] = [
  {
    path: paths.home,
    file: 'landing',
    meta: landingMeta,
    load: () => Promise.resolve(LandingPage),
  },
  {
    path: paths.howItWorks,
    file: 'how-it-works',
    meta: howItWorksMeta,
    load: async () => (await import('./pages/how-it-works')).HowItWorksPage,
  },
  {
    path: paths.blog,
    file: 'blog',
    meta: blogIndexMeta,
    load: async () => (await import('./pages/blog-index')).BlogIndexPage,
  },
  {
    path: paths.blogArticle,
    file: 'blog-article',
    meta: blogArticleMeta,
    load: async () => (await import('./pages/blog-article')).BlogArticlePage,
  },
  {
    path: paths.terms,
    file: 'terms',
    meta: termsMeta,
    load: async () => (await import('./pages/terms')).TermsPage,
  },
  {
    path: paths.privacy,
    file: 'privacy',
    meta: privacyMeta,
    load: async () => (await import('./pages/privacy')).PrivacyPage,
  },
  {
    path: paths.contact,
    file: 'contact',
    meta: contactMeta,
    load: async () => (await import('./pages/contact')).ContactPage,
  },
];
