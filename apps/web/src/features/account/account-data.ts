import { useExportAccountQuery } from '@otc/api-contract';

/** What the export tells the page about the account (the export's type is open in the contract). */
export interface AccountSummary {
  signInMethods: string[];
  searchCount: number;
  messageCount: number;
}

function summarise(data: unknown): AccountSummary | null {
  if (typeof data !== 'object' || data === null) return null;
  const { account, searchHistory, contactMessages } = data as {
    account?: { signInMethods?: unknown };
    searchHistory?: unknown;
    contactMessages?: unknown;
  };
  const methods = Array.isArray(account?.signInMethods)
    ? account.signInMethods.filter((m): m is string => typeof m === 'string')
    : [];
  return {
    signInMethods: methods,
    searchCount: Array.isArray(searchHistory) ? searchHistory.length : 0,
    messageCount: Array.isArray(contactMessages) ? contactMessages.length : 0,
  };
}

/** GET /api/account/export, fresh on every visit: the download and the page's facts come from it. */
export function useAccountExport() {
  const query = useExportAccountQuery(undefined, { refetchOnMountOrArgChange: true });
  return { ...query, summary: summarise(query.data) };
}

/** Saves JSON as a file through a temporary link (the API answer is already in memory). */
export function downloadJson(data: unknown, filename: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const exportFileName = (now = new Date()) => `otc-relief-data-${now.toISOString().slice(0, 10)}.json`;
