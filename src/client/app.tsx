import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Route, Router, Switch } from 'wouter';
import { PageFrame } from './components/layout/page-frame';
import { PageSpinner } from './components/ui/spinner';
import { useCurrentToast } from './components/ui/toast-store';
import { useUpgradeRequest } from './features/pro/paywall-store';
import {
  appAreas,
  frameAreas,
  i18n as appI18n,
  loadAreaMessages,
  type CatalogArea,
} from './lib/i18n';
import { GivenQueryClient } from './lib/query-client-context';
import { NotFoundPage } from './pages/not-found';
import { defaultLocale, localePrefix, locales } from '../domain/locale';
import { paths } from './paths';
import { publicPages } from './public-pages';
import { LandingPage } from './pages/landing';

// Server state (TanStack Query) comes with the first screen that uses it: the landing page and the
// other public pages use none, so their JavaScript holds none of it (decision 024).
let isQueryLayerLoaded = false;
const QueryLayer = lazy(async () => {
  const layer = await import('./lib/query-layer');
  isQueryLayerLoaded = true;
  return layer;
});
const ProtectedRoute = lazy(async () => ({
  default: (await import('./features/session/protected-route')).ProtectedRoute,
}));
const HomeGate = lazy(async () => ({
  default: (await import('./features/session/home-gate')).HomeGate,
}));

function WithQueries({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <QueryLayer>{children}</QueryLayer>
    </Suspense>
  );
}

/**
 * Whether the page started as the prerendered landing page, which the server sends only to
 * visitors without a live session: `/` then shows it with no session lookup (and no query
 * library), until a screen that uses the server's state has loaded it.
 */
const StartsSignedOut = createContext(false);

// Signed-in screens load on demand, so the landing page ships only what it shows; with their
// code come their words in the active language (decision 038): the dashboard's first paint's only,
// for its JavaScript budget (decision 024), every signed-in area for the others.
const page = <T extends string>(
  load: () => Promise<Record<T, ComponentType>>,
  name: T,
  areas: CatalogArea[] = appAreas,
) =>
  lazy(async () => {
    const [loaded] = await Promise.all([load(), loadAreaMessages(...areas)]);
    return { default: loaded[name] };
  });
const AuthPage = page(() => import('./pages/auth'), 'AuthPage');
const ForgotPasswordPage = page(() => import('./pages/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./pages/reset-password'), 'ResetPasswordPage');
const DashboardPage = page(() => import('./pages/dashboard'), 'DashboardPage', frameAreas);
const AdminPage = page(() => import('./pages/admin'), 'AdminPage');
const SettingsPage = page(() => import('./pages/settings'), 'SettingsPage');
const MatchesPage = page(() => import('./pages/matches'), 'MatchesPage');
const TradePage = page(() => import('./pages/trade'), 'TradePage');
const NotificationsPage = page(() => import('./pages/notifications'), 'NotificationsPage');
const CirclesPage = page(() => import('./pages/circles'), 'CirclesPage');
const CircleInvitePage = page(() => import('./pages/circle-invite'), 'CircleInvitePage');
const SharePage = page(() => import('./pages/share'), 'SharePage');
// The header with its user menu is only for signed-in screens: it stays out of the landing bundle.
const SignedInFrame = lazy(async () => {
  const [loaded] = await Promise.all([
    import('./features/account/components/signed-in-frame'),
    loadAreaMessages(...frameAreas),
  ]);
  return { default: loaded.SignedInFrame };
});
// Toasts only follow an action: the toaster's code loads with the first toast, which the store
// keeps until it arrives, so pages that never toast never download it.
const Toaster = lazy(async () => ({ default: (await import('./components/ui/toaster')).Toaster }));

function ToasterOnDemand() {
  const current = useCurrentToast();
  const [isNeeded, setIsNeeded] = useState(false);
  if (current && !isNeeded) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
// The one upgrade dialog (features/pro/paywall-store.ts), loaded like the toaster: with the
// first request to show it.
const AppUpgradeDialog = lazy(async () => {
  const [loaded] = await Promise.all([
    import('./features/pro/components/app-upgrade-dialog'),
    loadAreaMessages(...appAreas),
  ]);
  return { default: loaded.AppUpgradeDialog };
});

function UpgradeOnDemand() {
  const request = useUpgradeRequest();
  const [isNeeded, setIsNeeded] = useState(false);
  if (request && !isNeeded) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <QueryLayer>
        <AppUpgradeDialog />
      </QueryLayer>
    </Suspense>
  ) : null;
}
// The other public pages' words (`pages`) come with their code, as the signed-in screens' do.
const publicRoutes = publicPages
  .filter((p) => p.path !== paths.home)
  .map((p) => ({
    path: p.path,
    Component: lazy(async () => {
      const [Component] = await Promise.all([p.load(), loadAreaMessages('pages')]);
      return { default: Component };
    }),
  }));

function Lazy({ Component }: { Component: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}

function SignedIn({ children, returnHere }: { children: ReactNode; returnHere?: boolean }) {
  return (
    <WithQueries>
      <ProtectedRoute returnHere={returnHere}>
        <Suspense fallback={<PageSpinner />}>
          <SignedInFrame>{children}</SignedInFrame>
        </Suspense>
      </ProtectedRoute>
    </WithQueries>
  );
}

/** `/`: spinner while the session resolves, the dashboard when signed in, else landing. */
function HomeRoute() {
  const startsSignedOut = useContext(StartsSignedOut);
  if (startsSignedOut && !isQueryLayerLoaded) return <LandingPage />;
  return (
    <WithQueries>
      <HomeGate
        signedOut={<LandingPage />}
        signedIn={
          <Suspense fallback={<PageSpinner />}>
            <SignedInFrame>
              <Lazy Component={DashboardPage} />
            </SignedInFrame>
          </Suspense>
        }
      />
    </WithQueries>
  );
}

/** The public pages in another language, under its prefix (`/de/how-it-works`, decision 038). */
function LocalisedPublicRoutes() {
  return (
    <Switch>
      <Route path={paths.home} component={LandingPage} />
      {publicRoutes.map(({ path, Component }) => (
        <Route key={path} path={path}>
          <Lazy Component={Component} />
        </Route>
      ))}
      {/* The shared trade list in this language (`/de/share?collection=…`), rendered by the server. */}
      <Route path={paths.share}>
        <WithQueries>
          <Lazy Component={SharePage} />
        </WithQueries>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

const otherLocalePrefixes = locales.filter((l) => l !== defaultLocale).map(localePrefix);

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home} component={HomeRoute} />
      <Route path={paths.dashboard}>
        <SignedIn>
          <Lazy Component={DashboardPage} />
        </SignedIn>
      </Route>
      <Route path={paths.admin}>
        <SignedIn>
          <Lazy Component={AdminPage} />
        </SignedIn>
      </Route>
      <Route path={paths.settings}>
        <SignedIn>
          <Lazy Component={SettingsPage} />
        </SignedIn>
      </Route>
      <Route path={paths.notifications}>
        <SignedIn>
          <Lazy Component={NotificationsPage} />
        </SignedIn>
      </Route>
      <Route path={paths.matches}>
        <SignedIn>
          <Lazy Component={MatchesPage} />
        </SignedIn>
      </Route>
      <Route path={paths.trade}>
        <SignedIn>
          <Lazy Component={TradePage} />
        </SignedIn>
      </Route>
      <Route path={paths.tradeCode}>
        <SignedIn>
          <Lazy Component={TradePage} />
        </SignedIn>
      </Route>
      <Route path={paths.circles}>
        <SignedIn>
          <Lazy Component={CirclesPage} />
        </SignedIn>
      </Route>
      <Route path={paths.circleInvite}>
        <SignedIn returnHere>
          <Lazy Component={CircleInvitePage} />
        </SignedIn>
      </Route>
      <Route path={paths.auth}>
        <WithQueries>
          <PageFrame>
            <Lazy Component={AuthPage} />
          </PageFrame>
        </WithQueries>
      </Route>
      <Route path={paths.forgotPassword}>
        <WithQueries>
          <PageFrame>
            <Lazy Component={ForgotPasswordPage} />
          </PageFrame>
        </WithQueries>
      </Route>
      <Route path={paths.resetPassword}>
        <WithQueries>
          <PageFrame>
            <Lazy Component={ResetPasswordPage} />
          </PageFrame>
        </WithQueries>
      </Route>
      <Route path={paths.resetPasswordWithoutToken}>
        <WithQueries>
          <PageFrame>
            <Lazy Component={ResetPasswordPage} />
          </PageFrame>
        </WithQueries>
      </Route>
      <Route path={paths.share}>
        <WithQueries>
          <Lazy Component={SharePage} />
        </WithQueries>
      </Route>
      {publicRoutes.map(({ path, Component }) => (
        <Route key={path} path={path}>
          <Lazy Component={Component} />
        </Route>
      ))}
      {/* Nested: links inside keep the prefix; links into the app use appHref. */}
      {otherLocalePrefixes.map((prefix) => (
        <Route key={prefix} path={prefix} nest>
          <LocalisedPublicRoutes />
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App({
  queryClient,
  startsSignedOut = false,
  ssrPath,
  ssrSearch,
  i18n = appI18n,
}: {
  /** A page the server renders brings its query client; the browser app makes its own. */
  queryClient?: QueryClient;
  /** The page is the prerendered landing page, sent only to visitors without a session. */
  startsSignedOut?: boolean;
  ssrPath?: string;
  ssrSearch?: string;
  /** The language to render in; a page the server renders brings its own (decision 038). */
  i18n?: I18n;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <GivenQueryClient value={queryClient}>
        <StartsSignedOut value={startsSignedOut}>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <AppRoutes />
          </Router>
          <ToasterOnDemand />
          <UpgradeOnDemand />
        </StartsSignedOut>
      </GivenQueryClient>
    </I18nProvider>
  );
}
