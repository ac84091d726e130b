import { useSession } from '../../features/auth/use-session';
import { SupplementsBrowser } from '../../features/supplements/components/supplements-browser';

/** /vitamins-and-supplements: the category grid and each category's supplements (spec section 2). */
export default function VitaminsAndSupplementsRoute() {
  const session = useSession();
  const userId = session.status === 'loading' ? undefined : (session.user?.id ?? 'anonymous');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <title>Vitamins &amp; Supplements | OTC Relief</title>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Vitamins &amp; Supplements</h1>
        <p className="mt-3 text-base text-slate-600 sm:text-lg">
          Find vitamins and supplements by what you take them for. Each one shows how strong the evidence is, what it
          can interact with and who should avoid it, based on NIH fact sheets.
        </p>
      </header>
      <div className="mt-8">
        <SupplementsBrowser userId={userId} signedIn={session.status === 'signed-in'} />
      </div>
    </div>
  );
}
