import type { CurrentMedicationDto } from '@otc/api-contract';
import { DEFAULT_DOSAGE, ENTRY_MAX_LENGTH } from '@otc/safety-engine';
import { useId, type KeyboardEvent } from 'react';
import type { MedicationDraft } from '../hooks/profile-form-rules';
import { useVocabularySuggestions } from '../hooks/use-vocabulary-suggestions';
import { inputClass } from '../../../components/ui/text-field';
import { addButtonClass, labelClass } from './field-styles';
import { NameSuggestions } from './name-suggestions';
import { UnrecognisedMark } from './unrecognised-mark';
import { Button } from '../../../components/ui/button';

interface MedicationsEditorProps {
  medications: CurrentMedicationDto[];
  draft: MedicationDraft;
  onDraftChange: (draft: MedicationDraft) => void;
  onAdd: () => void;
  onRemove: (name: string) => void;
  /** Saved medicine names the safety check could not place: marked in the list. */
  unrecognised: string[];
}

/**
 * Current medications: name (the box offers the names the safety check knows), dosage ('As directed' when left
 * empty) and frequency. Saved names the check could not place are marked.
 */
export function MedicationsEditor(props: MedicationsEditorProps) {
  const { medications, draft, onDraftChange, onAdd, onRemove } = props;
  const id = useId();
  const names = useVocabularySuggestions('currentMedications', draft.name);
  const unknown = new Set(props.unrecognised);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    onAdd();
  };
  const field = (key: keyof MedicationDraft, label: string, placeholder: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm text-slate-700">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="text"
        value={draft[key]}
        maxLength={ENTRY_MAX_LENGTH}
        placeholder={placeholder}
        {...(key === 'name' ? { list: `${id}-names`, autoComplete: 'off' } : {})}
        onChange={(e) => onDraftChange({ ...draft, [key]: e.target.value })}
        onKeyDown={onKeyDown}
        className={`${inputClass} mt-1`}
      />
    </div>
  );

  return (
    <fieldset>
      <legend className={labelClass}>Current medications</legend>
      <p className="text-sm text-slate-600">
        Medicines you take regularly, including prescriptions, so we can flag interactions.
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        {field('name', 'Medication name', 'e.g. Lisinopril')}
        <NameSuggestions id={`${id}-names`} names={names} />
        {field('dosage', 'Dosage', DEFAULT_DOSAGE)}
        {field('frequency', 'Frequency', 'e.g. Daily')}
        <Button variant="secondary" size="bare" onClick={onAdd} className={addButtonClass}>
          Add medication
        </Button>
      </div>
      {medications.length > 0 ? (
        <ul
          aria-label="Current medications"
          className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {medications.map((medication) => (
            <li key={medication.name} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">
                  {medication.name}
                  {unknown.has(medication.name) && <UnrecognisedMark />}
                </p>
                <p className="text-sm text-slate-600">
                  {[medication.dosage, medication.frequency].filter(Boolean).join(' · ')}
                </p>
              </div>
              <button
                type="button"
                aria-label={`Remove ${medication.name}`}
                onClick={() => onRemove(medication.name)}
                className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">None added.</p>
      )}
    </fieldset>
  );
}
