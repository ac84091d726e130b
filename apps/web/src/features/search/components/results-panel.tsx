import type { SearchResponseDto } from '@otc/api-contract';
import { MedicationCard } from './medication-card';

export function ResultsPanel({ result }: { result: SearchResponseDto }) {
  const { safe, unsafe } = result;
  if (safe.length === 0 && unsafe.length === 0) {
    return (
      <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h2 className="text-lg font-semibold text-slate-900">No results found</h2>
        <p className="mt-2 text-slate-600">
          Try different terms, such as a symptom like “headache” or a medicine name.
        </p>
      </div>
    );
  }
  return (
    <div className="mt-10 space-y-10">
      <section aria-labelledby="recommended-heading">
        <h2 id="recommended-heading" className="text-xl font-semibold text-slate-900">
          Recommended Medications ({safe.length})
        </h2>
        <div className="mt-4 grid items-start gap-4 md:grid-cols-2">
          {safe.map((medication) => (
            <MedicationCard key={medication.id} medication={medication} />
          ))}
        </div>
      </section>
      {unsafe.length > 0 && (
        <section aria-labelledby="avoid-heading">
          <h2 id="avoid-heading" className="text-xl font-semibold text-red-900">
            Medications to Avoid ({unsafe.length})
          </h2>
          <div className="mt-4 grid items-start gap-4 md:grid-cols-2">
            {unsafe.map(({ medication, reasons }) => (
              <MedicationCard key={medication.id} medication={medication} reasons={reasons} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
