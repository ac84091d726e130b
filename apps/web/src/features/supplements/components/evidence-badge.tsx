import { Badge } from '../../../components/ui/badge';

type EvidenceTone = 'green' | 'yellow' | 'orange' | 'grey';

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

export function EvidenceBadge({ strength }: { strength: string }) {
  const level = evidenceLevel(strength);
  return <Badge tone={evidenceTone(strength)}>{level ? `${level} Evidence` : 'Evidence not rated'}</Badge>;
}
