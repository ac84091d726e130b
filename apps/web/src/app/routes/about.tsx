import { AboutPage } from '../../features/content/components/about-page';

/** /about (spec section 2, static pages). */
export default function AboutRoute() {
  return <AboutPage />;
}
