import { SearchExperience } from '../../features/search/components/search-experience';

/** / : the public landing page (the personal home for signed-in people comes with the accounts screens). */
export default function HomeRoute() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-16">
      <section className="text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Relief Starts Here</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          Describe a symptom or name a medicine. We list over-the-counter options and flag the ones to avoid, with the
          reasons.
        </p>
      </section>
      <SearchExperience />
    </div>
  );
}
