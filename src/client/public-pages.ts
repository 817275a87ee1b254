import type { ComponentType } from 'react';
import type { PageMeta } from './lib/document-meta';
import { paths } from './paths';
import * as blogArticle from './pages/blog-article';
import * as blogIndex from './pages/blog-index';
import * as contact from './pages/contact';
import * as howItWorks from './pages/how-it-works';
import * as landing from './pages/landing';
import * as privacy from './pages/privacy';
import * as terms from './pages/terms';

export interface PublicPage {
  path: string;
  file: string;
  meta: PageMeta;
  Component: ComponentType;
}

/** The marketing pages, prerendered to full HTML at build time for search engines and previews. */
export const publicPages: PublicPage[] = [
  { path: paths.home, file: 'landing', meta: landing.meta, Component: landing.LandingPage },
  {
    path: paths.howItWorks,
    file: 'how-it-works',
    meta: howItWorks.meta,
    Component: howItWorks.HowItWorksPage,
  },
  { path: paths.blog, file: 'blog', meta: blogIndex.meta, Component: blogIndex.BlogIndexPage },
  {
    path: paths.blogArticle,
    file: 'blog-article',
    meta: blogArticle.meta,
    Component: blogArticle.BlogArticlePage,
  },
  { path: paths.terms, file: 'terms', meta: terms.meta, Component: terms.TermsPage },
  { path: paths.privacy, file: 'privacy', meta: privacy.meta, Component: privacy.PrivacyPage },
  { path: paths.contact, file: 'contact', meta: contact.meta, Component: contact.ContactPage },
];
