import { useGetProfileQuery } from '@otc/api-contract';
import type { ReactNode } from 'react';

interface PersonalHomeProps {
  user: { id: string; firstName: string | null };
  /** The search box and its results. */
  search: ReactNode;
  /** Profile Status, Recent Searches and Nearby Pharmacies cards. */
  cards: ReactNode;
}

/** / for signed-in people (spec "Personal home"). */
export function PersonalHome({ user, search, cards }: PersonalHomeProps) {
  const { data: profile } = useGetProfileQuery({ uid: user.id });
  const name = user.firstName?.trim() || profile?.firstName?.trim() || 'User';
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Welcome back, {name}!
      </h1>
      <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">
        Search a symptom or a medicine. Results are checked against your health profile, and any medicine to avoid comes
        with the reasons.
      </p>
      {search}
      <div className="mt-12 grid gap-6 md:grid-cols-3">{cards}</div>
    </div>
  );
}
