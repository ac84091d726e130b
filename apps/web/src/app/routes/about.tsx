// Placeholder until this page is built (issue 6).
export default function AboutRoute() {
  return <div className="mx-auto max-w-3xl px-4 py-16 text-slate-600">This page is being built.</div>;
}
