import { Outlet } from 'react-router';
import { usePageViews } from '../analytics';
import { Footer } from './footer';
import { Header } from './header';
import { useSessionEndedRedirect } from './session-ended-redirect';
import { useFocusOnNavigation } from './use-focus-on-navigation';

export function AppLayout() {
  usePageViews();
  useSessionEndedRedirect();
  const main = useFocusOnNavigation<HTMLElement>();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page arriving late does not push it. */}
      <main id="main" ref={main} tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
