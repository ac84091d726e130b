import { SUPPORT_EMAIL } from './contact-facts';
import { cardClass } from '../../../components/ui/card';

const HOURS = [
  { days: 'Monday – Friday', time: '9 AM – 6 PM EST' },
  { days: 'Saturday', time: '10 AM – 2 PM EST' },
  { days: 'Sunday', time: 'Closed' },
];

const RESPONSE_TIMES = [
  { kind: 'General questions', time: 'within 24 hours' },
  { kind: 'Technical support', time: 'within 24 hours' },
  { kind: 'Privacy concerns', time: 'within 48 hours' },
];

/** Emergency notice: the form is not watched around the clock. */
export function EmergencyNotice() {
  return (
    <section
      aria-labelledby="emergency-heading"
      className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <h2 id="emergency-heading" className="font-semibold">
        Medical emergency?
      </h2>
      <p className="mt-2 text-sm">
        Do not use this form for emergencies. If you think you are having a medical emergency, call{' '}
        <a href="tel:911" className="font-semibold underline">
          911
        </a>{' '}
        now. If you are having thoughts of suicide, call or text{' '}
        <a href="tel:988" className="font-semibold underline">
          988
        </a>{' '}
        (Suicide &amp; Crisis Lifeline).
      </p>
    </section>
  );
}

/** Support hours, response promises and the support address (spec sections 2 and 9). */
export function ContactDetails() {
  return (
    <div className="space-y-5">
      <section aria-labelledby="support-hours-heading" className={cardClass()}>
        <h2 id="support-hours-heading" className="font-semibold text-slate-900">
          Support hours
        </h2>
        <dl className="mt-3 space-y-1 text-sm">
          {HOURS.map(({ days, time }) => (
            <div key={days} className="flex justify-between gap-4">
              <dt className="whitespace-nowrap text-slate-700">{days}</dt>
              <dd className="whitespace-nowrap text-right font-medium text-slate-900">{time}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="response-times-heading" className={cardClass()}>
        <h2 id="response-times-heading" className="font-semibold text-slate-900">
          Response times
        </h2>
        <dl className="mt-3 space-y-1 text-sm">
          {RESPONSE_TIMES.map(({ kind, time }) => (
            <div key={kind} className="flex justify-between gap-4">
              <dt className="text-slate-700">{kind}</dt>
              <dd className="whitespace-nowrap text-right font-medium text-slate-900">{time}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="email-us-heading" className={cardClass()}>
        <h2 id="email-us-heading" className="font-semibold text-slate-900">
          Email us
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-2">
            {SUPPORT_EMAIL}
          </a>
        </p>
      </section>
    </div>
  );
}
