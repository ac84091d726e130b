export type EvidenceTone = 'green' | 'yellow' | 'orange' | 'grey';

/** The level without a trailing ' Evidence' ('Strong Evidence' -> 'Strong'); the API may send either form. */
const evidenceLevel = (strength: string): string => strength.replace(/\s*evidence\s*$/i, '').trim();

/** Spec section 9: Strong green, Moderate yellow, Weak and Mixed orange, anything else grey. */
function evidenceTone(strength: string): EvidenceTone {
  switch (evidenceLevel(strength).toLowerCase()) {
    case 'strong':
      return 'green';
    case 'moderate':
      return 'yellow';
    case 'weak':
    case 'mixed':
      return 'orange';
    default:
      return 'grey';
  }
}

const TONE_CLASSES: Record<EvidenceTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/20',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function EvidenceBadge({ strength }: { strength: string }) {
  const tone = evidenceTone(strength);
  const level = evidenceLevel(strength);
  return (
    <span
      data-tone={tone}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]}`}
    >
      {level ? `${level} Evidence` : 'Evidence not rated'}
    </span>
  );
}
