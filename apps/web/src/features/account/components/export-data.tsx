import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { downloadJson, exportFileName } from '../account-data';

interface ExportDataProps {
  /** Fetches the export again, so the file is current. */
  fetchExport: () => Promise<{ data?: unknown; error?: unknown }>;
}

/** Downloads everything held about the person as a JSON file. */
export function ExportData({ fetchExport }: ExportDataProps) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const onExport = async () => {
    setBusy(true);
    const result = await fetchExport();
    setBusy(false);
    if (result.error || result.data === undefined) {
      toast({ title: 'Export failed', description: 'Please try again.', variant: 'destructive' });
      return;
    }
    const filename = exportFileName();
    downloadJson(result.data, filename);
    toast({ title: 'Download started', description: `Your data is saved as ${filename}.` });
  };

  return (
    <section
      aria-labelledby="export-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
        Export your data
      </h2>
      <p className="mt-2 text-slate-700">
        Download a copy of everything we hold about you as a JSON file: your account details, your health profile, your
        search history and the messages you sent us.
      </p>
      <button
        type="button"
        onClick={onExport}
        disabled={busy}
        className="mt-4 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-70"
      >
        {busy ? 'Preparing...' : 'Download My Data'}
      </button>
    </section>
  );
}
