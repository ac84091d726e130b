import type { AvoidLevel, MedicationDto, ReasonDto } from '@otc/api-contract';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cardClass } from '../../../components/ui/card';
import { PharmacistReview } from '../../../components/ui/pharmacist-review';
import { GoodToKnow, LevelBadge, WhyToAvoid } from '../../../components/ui/reasons';
import { LabelDirections } from './label-directions';

/** A safer choice offered on an avoided card, with where its details are. */
interface SaferOptionLink {
  id: string;
  name: string;
  href: string;
}

interface MedicationCardProps {
  medication: MedicationDto;
  /** For a medicine to avoid: its reasons, how strongly they say no, and safer choices for the same symptoms. */
  avoid?: { level: AvoidLevel; reasons: ReasonDto[]; saferOptions?: SaferOptionLink[] };
}

/** The safer choices for an avoided medicine; nothing when there are none. A group, not a landmark: every avoided card has one. */
function SaferOptions({ options }: { options: SaferOptionLink[] }) {
  const headingId = useId();
  if (options.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId} className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-slate-800">
      <h4 id={headingId} className="font-semibold text-emerald-900">
        Safer options for you
      </h4>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {options.map((option) => (
          <li key={option.id}>
            <a
              href={option.href}
              className="font-medium text-emerald-900 underline underline-offset-2 hover:text-emerald-950"
            >
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The element id of a medicine's card, so another card can link to it on the same page. */
export const cardId = (medicationId: string) => `medication-${medicationId}`;

const amazonSearch = (name: string) => `https://www.amazon.com/s?k=${encodeURIComponent(name)}`;

function DetailList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold text-slate-800">{title}</h4>
      <ul className="mt-1 list-disc pl-5 text-slate-600">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The name, what kind of product it is, and the verdict mark (Avoid, or a tick for a safe option). */
function CardHeader({ medication, avoid }: MedicationCardProps) {
  return (
    <header className="flex items-start justify-between gap-3">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{medication.name}</h3>
        {medication.kind === 'supplement' ? (
          // A supplement is offered beside the medicines when it is the usual choice: say plainly which it is.
          <p className="mt-1">
            <Badge tone="amber">Supplement</Badge>
          </p>
        ) : (
          <p className="text-sm text-slate-500">{medication.class}</p>
        )}
        <PharmacistReview review={medication.review} />
        {/* On its own line, so a long name keeps the card's width on a narrow screen. */}
        {avoid && (
          <p className="mt-2">
            <LevelBadge level={avoid.level} />
          </p>
        )}
      </div>
      {avoid ? (
        <Badge tone="red" size="md">
          Avoid
        </Badge>
      ) : (
        <span
          role="img"
          aria-label="Safe option"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-lg font-bold text-emerald-700"
        >
          ✓
        </span>
      )}
    </header>
  );
}

function KeyFacts({ medication }: { medication: MedicationDto }) {
  return (
    <dl className="mt-3 space-y-1 text-sm">
      <div>
        <dt className="inline font-medium text-slate-700">Active ingredients: </dt>
        <dd className="inline text-slate-600">{medication.activeIngredients.join(', ')}</dd>
      </div>
      <div>
        <dt className="inline font-medium text-slate-700">Common uses: </dt>
        <dd className="inline text-slate-600">{medication.commonUses.join(', ')}</dd>
      </div>
      <div>
        <dt className="inline font-medium text-slate-700">Dosage: </dt>
        <dd className="inline text-slate-600">{medication.dose}</dd>
      </div>
    </dl>
  );
}

/** 'More Details' and what it opens. */
function MoreDetails({ medication }: { medication: MedicationDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="mt-4 text-sm font-medium text-brand-700 underline"
      >
        More Details
      </button>
      {open && (
        <div className="mt-3 space-y-3 text-sm">
          <p className="text-slate-600">{medication.summary}</p>
          <div>
            <h4 className="font-semibold text-slate-800">How it works</h4>
            <p className="text-slate-600">{medication.mechanism}</p>
          </div>
          <DetailList title="Warnings and precautions" items={medication.warnings} />
          <DetailList title="Side effects" items={medication.sideEffects} />
          <DetailList title="Drug interactions" items={medication.interactions} />
          <DetailList title="Contraindications" items={medication.contraindications} />
          <DetailList title="Brand names" items={medication.brandNames} />
        </div>
      )}
    </>
  );
}

export function MedicationCard({ medication, avoid }: MedicationCardProps) {
  return (
    <article
      id={cardId(medication.id)}
      aria-label={medication.name}
      className={cardClass({ tone: avoid ? 'danger' : 'default' })}
    >
      <CardHeader medication={medication} avoid={avoid} />
      <KeyFacts medication={medication} />
      {medication.directions && <LabelDirections directions={medication.directions} />}
      {avoid ? (
        <>
          <WhyToAvoid reasons={avoid.reasons} level={avoid.level} />
          <SaferOptions options={avoid.saferOptions ?? []} />
        </>
      ) : (
        <GoodToKnow cautions={medication.cautions} />
      )}
      <MoreDetails medication={medication} />
      {!avoid && (
        <a
          href={medication.buyUrl ?? amazonSearch(medication.name)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 block rounded-lg bg-amber-400 px-4 py-2 text-center font-semibold text-slate-900 hover:bg-amber-300"
        >
          {medication.buyUrl ? 'Buy on Amazon' : 'Find on Amazon'}
        </a>
      )}
    </article>
  );
}
