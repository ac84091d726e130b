import type { ReactNode } from 'react';

interface StaticPageProps {
  title: string;
  /** The browser tab's title. */
  documentTitle: string;
  intro?: ReactNode;
  lastUpdated?: string;
  children: ReactNode;
}

/** The frame of an information page: one h1, an optional date line and readable text. */
export function StaticPage({ title, documentTitle, intro, lastUpdated, children }: StaticPageProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{documentTitle}</title>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {lastUpdated && <p className="mt-2 text-sm text-slate-500">Last updated {lastUpdated}</p>}
        {intro && <div className="mt-4 text-base text-slate-600 sm:text-lg">{intro}</div>}
      </header>
      <div className="mt-8 space-y-8">{children}</div>
    </div>
  );
}

/** A titled section with paragraph and list styling for long-form text. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
