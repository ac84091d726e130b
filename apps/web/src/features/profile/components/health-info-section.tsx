import type { UnrecognisedEntriesDto } from '@otc/api-contract';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { unrecognisedLabels } from '../../../components/ui/unrecognised-notice';
import { canBePregnant } from '../hooks/profile-form-rules';
import type { ProfileForm } from '../hooks/use-profile-form';
import { EntryListEditor } from './entry-list-editor';
import { checkboxClass, labelClass } from './field-styles';
import { MedicationsEditor } from './medications-editor';

const NONE: UnrecognisedEntriesDto = { allergies: [], medicalConditions: [], currentMedications: [] };

interface HealthInfoSectionProps {
  form: ProfileForm;
  /** The saved entries the safety check could not place. */
  unrecognised?: UnrecognisedEntriesDto;
}

export function HealthInfoSection({ form, unrecognised = NONE }: HealthInfoSectionProps) {
  const id = useId();
  const { values, drafts, setDraft, addDraft, removeEntry } = form;
  return (
    <Card as="section" padding="lg" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Health Information
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        We check every search result against what you enter here and tell you which medicines to avoid and why.
      </p>
      <UnplacedNotice labels={unrecognisedLabels(unrecognised)} />
      <div className="mt-5 space-y-6">
        <EntryListEditor
          label="Allergies"
          itemName="allergy"
          hint="Medicines or ingredients you react to."
          placeholder="e.g. Penicillin"
          items={values.allergies}
          draft={drafts.allergies}
          onDraftChange={(text) => setDraft('allergies', text)}
          onAdd={() => addDraft('allergies')}
          onRemove={(item) => removeEntry('allergies', item)}
          field="allergies"
          unrecognised={unrecognised.allergies}
        />
        <EntryListEditor
          label="Medical conditions"
          itemName="condition"
          hint="Ongoing conditions, such as high blood pressure or asthma."
          placeholder="e.g. High blood pressure"
          items={values.conditions}
          draft={drafts.conditions}
          onDraftChange={(text) => setDraft('conditions', text)}
          onAdd={() => addDraft('conditions')}
          onRemove={(item) => removeEntry('conditions', item)}
          field="medicalConditions"
          unrecognised={unrecognised.medicalConditions}
        />
        <MedicationsEditor
          medications={values.medications}
          draft={form.medicationDraft}
          onDraftChange={form.setMedicationDraft}
          onAdd={form.addMedicationDraft}
          onRemove={form.removeMedication}
          unrecognised={unrecognised.currentMedications}
        />
        {canBePregnant(values.gender) && <PregnancyFields form={form} />}
      </div>
    </Card>
  );
}

/** The saved entries the safety check could not place, named once above the lists. */
function UnplacedNotice({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold break-words">We could not check: {labels.join(', ')}</p>
      <p className="mt-1">
        {labels.length === 1 ? 'This entry is' : 'These entries are'} marked “not recognised” below. Check the spelling,
        or pick a name from the list offered as you type. Until then, search results are not checked against{' '}
        {labels.length === 1 ? 'it' : 'them'}.
      </p>
    </div>
  );
}

function PregnancyFields({ form }: { form: ProfileForm }) {
  const { values } = form;
  return (
    <fieldset>
      <legend className={labelClass}>Pregnancy and breastfeeding</legend>
      <div className="mt-2 space-y-2">
        <label className="flex items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            checked={values.isPregnant}
            onChange={(e) => form.setPregnant(e.target.checked)}
            className={checkboxClass}
          />
          I am pregnant
        </label>
        <label className="flex items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            checked={values.isBreastfeeding}
            onChange={(e) => form.setBreastfeeding(e.target.checked)}
            className={checkboxClass}
          />
          I am breastfeeding
        </label>
      </div>
    </fieldset>
  );
}
