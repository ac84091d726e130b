import type { ExcludedSupplementDto } from '@otc/api-contract';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cardClass } from '../../../components/ui/card';
import { LevelBadge, WhyToAvoid } from '../../../components/ui/reasons';

/** A supplement the person's health profile rules out: how strongly, the reasons, what to do and each source. */
export function ExcludedSupplementCard({ supplement }: { supplement: ExcludedSupplementDto }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={cardClass({ tone: 'danger' })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {supplement.name}
        </h3>
        <div className="flex flex-wrap items-center gap-1">
          <Badge tone="red">Avoid</Badge>
          <LevelBadge level={supplement.level} />
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">{supplement.ingredient}</p>
      <WhyToAvoid reasons={supplement.safetyReasons} level={supplement.level} />
    </article>
  );
}
