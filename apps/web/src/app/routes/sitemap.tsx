import { SitemapPage } from '../../features/content/components/sitemap-page';

/** /sitemap (spec section 2, static pages). */
export default function SitemapRoute() {
  return <SitemapPage />;
}
