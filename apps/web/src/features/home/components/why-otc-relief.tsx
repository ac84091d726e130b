import { cardClass } from '../../../components/ui/card';

const REASONS = [
  {
    title: 'Clear safety answers',
    text: 'Every medicine is marked safe or to avoid, and the ones to avoid come with the reasons in plain words.',
  },
  {
    title: 'Based on trusted sources',
    text: 'Medicine information is based on FDA Drug Facts labels and NIH sources, with links so you can check.',
  },
  {
    title: 'Private by design',
    text: 'Search without an account. A health profile is optional, used only to check your results, and yours to delete.',
  },
];

/** The landing page's short "why" section (honest: no claim of pharmacist review). */
export function WhyOtcRelief({ className = '' }: { className?: string }) {
  return (
    <section aria-labelledby="why-heading" className={className}>
      <h2 id="why-heading" className="text-2xl font-semibold text-slate-900">
        Why OTC Relief
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {REASONS.map((reason) => (
          <li key={reason.title} className={cardClass()}>
            <h3 className="font-semibold text-slate-900">{reason.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{reason.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">
        OTC Relief is for information only and does not replace advice from a doctor or pharmacist.
      </p>
    </section>
  );
}
