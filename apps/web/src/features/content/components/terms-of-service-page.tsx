import { Link } from 'react-router';
import { POLICY_LAST_UPDATED, SUPPORT_EMAIL } from './content-facts';
import { PageSection, StaticPage } from './static-page';
import { paths } from '../../../lib/paths';

/** /terms-of-service: informational only, the 18-or-guardian rule and Virginia law (spec sections 1 and 9). */
export function TermsOfServicePage() {
  return (
    <StaticPage
      title="Terms of Service"
      documentTitle="Terms of Service | OTC Relief"
      lastUpdated={POLICY_LAST_UPDATED}
      intro={<p>Please read these terms before using OTC Relief. By using the site, you agree to them.</p>}
    >
      <PageSection title="Information only, not medical advice">
        <p>
          OTC Relief is for informational purposes only. It is not medical advice and does not replace a doctor,
          pharmacist or other health professional. Always read and follow the product label, and ask a health
          professional before starting a medicine or supplement if you are unsure it is right for you.
        </p>
        <p>
          Do not use OTC Relief in an emergency. If you think you are having a medical emergency, call 911. If you are
          having thoughts of suicide, call or text 988.
        </p>
      </PageSection>

      <PageSection title="Who may use OTC Relief">
        <p>
          You must be at least 18 years old to use OTC Relief, or use it with the involvement of a parent or legal
          guardian who agrees to these terms.
        </p>
      </PageSection>

      <PageSection title="Your account">
        <ul>
          <li>Give accurate information, including in your health profile: our safety checks rely on it.</li>
          <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
          <li>
            You can delete your account at any time from the <Link to={paths.account}>Account page</Link>.
          </li>
        </ul>
      </PageSection>

      <PageSection title="Acceptable use">
        <p>
          Do not misuse the service: no attempts to break or overload it, to reach other people's data, or to copy its
          content in bulk.
        </p>
      </PageSection>

      <PageSection title="Links to other sites">
        <p>
          We link to retailers, maps and health information sites. We do not control them and are not responsible for
          their content, products or prices.
        </p>
      </PageSection>

      <PageSection title="No warranty and limits of liability">
        <p>
          We work to keep our information accurate and up to date, but we provide OTC Relief "as is", without warranties
          of any kind. To the extent the law allows, we are not liable for any harm that results from relying on the
          information on this site.
        </p>
      </PageSection>

      <PageSection title="Changes to these terms">
        <p>
          We may update these terms. If a change is material, we will tell you at least 30 days before it takes effect.
        </p>
      </PageSection>

      <PageSection title="Governing law">
        <p>
          These terms are governed by the laws of the Commonwealth of Virginia, United States, without regard to its
          conflict of laws rules.
        </p>
      </PageSection>

      <PageSection title="Contact">
        <p>
          Questions about these terms? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use our{' '}
          <Link to={paths.contact}>contact form</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
