import { useGetReviewSummaryQuery } from '@otc/api-contract';
import { Link } from 'react-router';
import { PageSection, StaticPage } from './static-page';
import { paths } from '../../../lib/paths';

/** /about: what the product is and, honestly, how it decides what is safe or to avoid. */
export function AboutPage() {
  // Counted by the API from the content's sign-offs; the prerendered page lacks the figure until it loads.
  const { data: summary } = useGetReviewSummaryQuery();
  return (
    <StaticPage
      title="About OTC Relief"
      documentTitle="About Us | OTC Relief"
      intro={
        <p>
          OTC Relief helps you find over-the-counter medicines and vitamins &amp; supplements for everyday symptoms, and
          tells you which ones to avoid and why.
        </p>
      }
    >
      <PageSection title="What we do">
        <p>
          Type a symptom such as a headache or a stuffy nose, or the name of a medicine. We list the over-the-counter
          options that treat it, with their active ingredients, how to take them, their warnings and a link to buy or
          find them. Smart search understands everyday phrasing such as "my nose is stuffed up".
        </p>
        <p>
          The <Link to={paths.supplements}>Vitamins &amp; Supplements</Link> section lists supplements by what people
          take them for, with how strong the evidence for each one is.
        </p>
      </PageSection>

      <PageSection title="How we decide what is safe or to avoid">
        <p>
          Our medicine information is based on the FDA Drug Facts labels printed on every over-the-counter package. Our
          supplement information is based on NIH sources, such as the fact sheets of the NIH Office of Dietary
          Supplements.
        </p>
        <p>
          When you sign in and fill in your health profile, we check every result against it: your age, allergies,
          medical conditions, the medicines you already take, and pregnancy or breastfeeding. A product is marked{' '}
          <strong>Avoid</strong> when its label or source warns people like you against it, for example an allergy to
          one of its ingredients, an interaction with a medicine you take, or a warning for pregnancy. Every Avoid
          result lists its reasons and links to the source they come from.
        </p>
        <p>Without a profile, everyone sees the same general list, without personal checks.</p>
        <p>
          We also watch for warning signs in what you type, such as chest pain or signs of a stroke, and tell you to get
          medical help instead of suggesting a medicine.
        </p>
      </PageSection>

      <PageSection title="Who checks our content">
        <p>
          Our content is compiled from FDA Drug Facts labels and NIH sources. Pharmacist review works item by item: a
          medicine or supplement a pharmacist has signed off says so on its card, “Reviewed by a pharmacist on” the
          date, with the pharmacist’s name. An item without that line has not been reviewed yet, or has changed since
          its review.
        </p>
        {summary && (
          <p>
            So far, {summary.reviewed} of the {summary.total} medicines and supplements we list carry a pharmacist’s
            sign-off.
          </p>
        )}
      </PageSection>

      <PageSection title="Information, not medical advice">
        <p>
          OTC Relief is for informational purposes only and does not replace professional medical advice. Always read
          the label, and ask a pharmacist or doctor if you are unsure whether a product is right for you. In an
          emergency, call 911.
        </p>
        <p>
          Questions or feedback? <Link to={paths.contact}>Contact us</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
