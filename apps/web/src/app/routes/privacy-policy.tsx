import { PrivacyPolicyPage } from '../../features/content/components/privacy-policy-page';

/** /privacy-policy (spec section 2, static pages). */
export default function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}
