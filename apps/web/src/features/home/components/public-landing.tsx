import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HowItWorks } from './how-it-works';
import { WhyOtcRelief } from './why-otc-relief';
import { paths } from '../../../lib/paths';

interface PublicLandingProps {
  /** The search box and its results. */
  search: ReactNode;
  /** The nearby-pharmacies card. */
  pharmacy: ReactNode;
}

/** / for signed-out visitors (spec "Public landing"). */
export function PublicLanding({ search, pharmacy }: PublicLandingProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-16">
      <section className="text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Relief Starts Here</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          Describe a symptom or name a medicine. We list over-the-counter options and flag the ones to avoid, with the
          reasons.
        </p>
      </section>
      {search}
      <p className="mt-8 text-center text-slate-700">
        Want results checked against your allergies, conditions and medicines?{' '}
        <Link
          to={paths.auth}
          className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2 hover:text-brand-700"
        >
          Sign in or create an account
        </Link>
      </p>
      <div className="mt-14 grid gap-6 md:grid-cols-3">
        <WhyOtcRelief className="md:col-span-2" />
        <div className="md:pt-12">{pharmacy}</div>
      </div>
      <HowItWorks />
    </div>
  );
}
