import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';

/** Where page views go. The default sends nothing; a third-party script loads only with VITE_ANALYTICS_ID. */
export interface Analytics {
  pageView(path: string): void;
}

export const noAnalytics: Analytics = { pageView: () => {} };

type Gtag = (...args: unknown[]) => void;

/** Google Analytics (gtag.js), loaded on first use, only when an id is configured. */
function gtagAnalytics(id: string): Analytics {
  const w = window as unknown as { dataLayer: unknown[]; gtag?: Gtag };
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer.push(arguments);
  };
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  w.gtag('js', new Date());
  w.gtag('config', id, { send_page_view: false });
  return { pageView: (path) => w.gtag?.('event', 'page_view', { page_path: path }) };
}

export const analyticsFromEnv = (): Analytics => {
  const id = import.meta.env.VITE_ANALYTICS_ID as string | undefined;
  return id ? gtagAnalytics(id) : noAnalytics;
};

export const AnalyticsContext = createContext<Analytics>(noAnalytics);

/** Reports a page view on every route change. */
export function usePageViews(): void {
  const analytics = useContext(AnalyticsContext);
  const { pathname, search } = useLocation();
  useEffect(() => analytics.pageView(`${pathname}${search}`), [analytics, pathname, search]);
}
