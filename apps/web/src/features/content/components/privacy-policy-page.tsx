import { Link } from 'react-router';
import { POLICY_LAST_UPDATED, SUPPORT_EMAIL } from './content-facts';
import { PageSection, StaticPage } from './static-page';
import { paths } from '../../../lib/paths';

/** /privacy-policy: what we hold, how health data is used, and the periods of spec section 9. */
export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      documentTitle="Privacy Policy | OTC Relief"
      lastUpdated={POLICY_LAST_UPDATED}
      intro={
        <p>
          Your health information is personal. This policy explains what OTC Relief collects, how we use it, how long we
          keep it and how you stay in control of it.
        </p>
      }
    >
      <InformationWeCollect />

      <PageSection title="How we use your health data">
        <p>
          We use your health profile for one purpose: to check medicines and supplements against it, so that we can mark
          the ones you should avoid and tell you why. Your search history lets you see your recent searches.
        </p>
        <p>
          We never sell your health data, never use it for advertising, and never share it with advertisers. We do not
          write your health data to our logs.
        </p>
      </PageSection>

      <PageSection title="Sharing">
        <p>
          We share personal data only with the service providers that run OTC Relief for us (such as hosting and email
          delivery), under contracts that let them use it only on our behalf, or when the law requires it. When you
          follow a link to a retailer or a maps service, that site's own privacy policy applies.
        </p>
      </PageSection>

      <PageSection title="Security">
        <p>
          Connections to OTC Relief are encrypted. Passwords and sign-in sessions are stored only in hashed form, and
          access to your profile is limited to your own account.
        </p>
      </PageSection>

      <PageSection title="How long we keep your data">
        <ul>
          <li>Inactive accounts are deleted after 2 years without a sign-in.</li>
          <li>
            When you delete your account, your data is removed within 30 days. In practice our app deletes it at once,
            as soon as you confirm.
          </li>
        </ul>
      </PageSection>

      <RightsAndContact />
    </StaticPage>
  );
}

function InformationWeCollect() {
  return (
    <PageSection title="Information we collect">
      <ul>
        <li>
          <strong>Account details:</strong> your email address, your name if you give it, and your password, which we
          store only in a scrambled (hashed) form. If you sign in with Google, we receive your name, email address and
          profile photo from Google.
        </li>
        <li>
          <strong>Health profile:</strong> only what you choose to enter: age, gender, allergies, medical conditions,
          current medications, and whether you are pregnant or breastfeeding.
        </li>
        <li>
          <strong>Search history:</strong> the searches you make while signed in.
        </li>
        <li>
          <strong>Messages:</strong> what you send us through the contact form.
        </li>
        <li>
          <strong>Technical data:</strong> a session cookie that keeps you signed in.
        </li>
      </ul>
    </PageSection>
  );
}

function RightsAndContact() {
  return (
    <>
      <PageSection title="Your choices and rights">
        <p>
          You can see and change your health profile at any time. You can export and delete your data from the{' '}
          <Link to={paths.account}>Account page</Link> (Account &amp; data in the menu under your picture when you are
          signed in). You can also ask us to correct or delete your data by writing to us.
        </p>
      </PageSection>

      <PageSection title="Children">
        <p>
          OTC Relief is meant for adults. You must be at least 18 years old, or use it with a parent or legal guardian.
        </p>
      </PageSection>

      <PageSection title="Changes to this policy">
        <p>
          If we make a material change to this policy, we will tell you at least 30 days before it takes effect, by
          email or with a notice on the site.
        </p>
      </PageSection>

      <PageSection title="Contact us about privacy">
        <p>
          Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use our{' '}
          <Link to={paths.contact}>contact form</Link>. We answer privacy inquiries within 30 days.
        </p>
      </PageSection>
    </>
  );
}
