import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * When a red flag says not to treat it yourself (a baby under 3 months with a fever, an overdose or a
 * poisoning), the medicines stay hidden until the shopper deliberately asks for them.
 */
export function HeldListGate({ hold, children }: { hold: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  if (!hold || shown) return <>{children}</>;
  return (
    <section
      aria-label="Medicines hidden"
      className="rounded-xl border border-slate-300 bg-white p-6 text-center text-slate-800"
    >
      <p className="font-medium">
        We have hidden the medicines: please get the help above first, not medicine on your own.
      </p>
      <Button variant="neutral" className="mt-4" onClick={() => setShown(true)}>
        Show medicines anyway
      </Button>
    </section>
  );
}
