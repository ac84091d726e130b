import { TermsOfServicePage } from '../../features/content/components/terms-of-service-page';

/** /terms-of-service (spec section 2, static pages). */
export default function TermsOfServiceRoute() {
  return <TermsOfServicePage />;
}
