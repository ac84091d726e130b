import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { downloadJson, exportFileName } from '../account-data';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

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
    <Card as="section" padding="lg" aria-labelledby="export-heading">
      <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
        Export your data
      </h2>
      <p className="mt-2 text-slate-700">
        Download a copy of everything we hold about you as a JSON file: your account details, your health profile, your
        search history and the messages you sent us.
      </p>
      <Button className="mt-4" onClick={onExport} disabled={busy}>
        {busy ? 'Preparing...' : 'Download My Data'}
      </Button>
    </Card>
  );
}
