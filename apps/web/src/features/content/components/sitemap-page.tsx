import { Link } from 'react-router';
import { StaticPage } from './static-page';
import { paths } from '../../../lib/paths';
import { cardClass } from '../../../components/ui/card';

type ChangeFrequency = 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';

interface SitemapGroup {
  title: 'Main' | 'Info' | 'Legal';
  pages: { to: string; label: string; description: string; changes: ChangeFrequency }[];
}

/** Spec section 2: six pages in the groups Main, Info and Legal, each with how often it changes. */
const SITEMAP_GROUPS: SitemapGroup[] = [
  {
    title: 'Main',
    pages: [
      { to: paths.home, label: 'Home', description: 'Search OTC medicines by symptom or name.', changes: 'Daily' },
      {
        to: paths.supplements,
        label: 'Vitamins & Supplements',
        description: 'Supplements by category, with the strength of the evidence.',
        changes: 'Weekly',
      },
    ],
  },
  {
    title: 'Info',
    pages: [
      { to: paths.about, label: 'About Us', description: 'What OTC Relief is and how it works.', changes: 'Monthly' },
      { to: paths.contact, label: 'Contact', description: 'Send us a message; support hours.', changes: 'Monthly' },
    ],
  },
  {
    title: 'Legal',
    pages: [
      { to: paths.privacyPolicy, label: 'Privacy Policy', description: 'How we handle your data.', changes: 'Yearly' },
      {
        to: paths.termsOfService,
        label: 'Terms of Service',
        description: 'The rules for using OTC Relief.',
        changes: 'Yearly',
      },
    ],
  },
];

export function SitemapPage() {
  return (
    <StaticPage
      title="Sitemap"
      documentTitle="Sitemap | OTC Relief"
      intro={
        <p>
          Every page of OTC Relief. For search engines there is also an{' '}
          <a href="/sitemap.xml" className="font-medium text-brand-700 underline underline-offset-2">
            XML sitemap
          </a>
          .
        </p>
      }
    >
      <div className="grid gap-6 sm:grid-cols-3">
        {SITEMAP_GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`sitemap-${group.title}`} className={cardClass()}>
            <h2 id={`sitemap-${group.title}`} className="text-lg font-semibold text-slate-900">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-4">
              {group.pages.map((page) => (
                <li key={page.to}>
                  <Link
                    to={page.to}
                    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {page.label}
                  </Link>
                  <p className="mt-1 text-sm text-slate-600">{page.description}</p>
                  <p className="mt-1 text-xs text-slate-600">Change frequency: {page.changes}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </StaticPage>
  );
}
