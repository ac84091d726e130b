import type { ProfileField } from '@otc/api-contract';
import { ENTRY_MAX_LENGTH } from '@otc/safety-engine';
import { useId, type KeyboardEvent } from 'react';
import { useVocabularySuggestions } from '../hooks/use-vocabulary-suggestions';
import { inputClass } from '../../../components/ui/text-field';
import { addButtonClass, labelClass } from './field-styles';
import { NameSuggestions } from './name-suggestions';
import { UnrecognisedMark } from './unrecognised-mark';
import { Button } from '../../../components/ui/button';

interface EntryListEditorProps {
  /** The list's name, e.g. 'Allergies'. */
  label: string;
  /** One entry, e.g. 'allergy' (for the Add and Remove buttons). */
  itemName: string;
  hint: string;
  placeholder: string;
  items: string[];
  draft: string;
  onDraftChange: (text: string) => void;
  onAdd: () => void;
  onRemove: (item: string) => void;
  /** Which vocabulary the box offers names from as the person types. */
  field: ProfileField;
  /** Saved entries the safety check could not place: marked in the list. */
  unrecognised: string[];
}

/**
 * An add/remove list of short text entries (allergies, conditions). Enter in the box adds the entry; the box
 * offers the names the safety check knows, and saved entries it could not place are marked.
 */
export function EntryListEditor(props: EntryListEditorProps) {
  const { label, itemName, hint, placeholder, items, draft, onDraftChange, onAdd, onRemove } = props;
  const inputId = useId();
  const hintId = useId();
  const listId = useId();
  const names = useVocabularySuggestions(props.field, draft);
  const unknown = new Set(props.unrecognised);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    onAdd();
  };

  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          type="text"
          value={draft}
          maxLength={ENTRY_MAX_LENGTH}
          placeholder={placeholder}
          aria-describedby={hintId}
          list={listId}
          autoComplete="off"
          onChange={(e) => onDraftChange(e.target.value)}
          onKeyDown={onKeyDown}
          className={inputClass}
        />
        <NameSuggestions id={listId} names={names} />
        <Button
          variant="secondary"
          size="bare"
          aria-label={`Add ${itemName}`}
          onClick={onAdd}
          className={addButtonClass}
        >
          Add
        </Button>
      </div>
      {items.length > 0 ? (
        <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item}
              className={`inline-flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm ${
                unknown.has(item) ? 'bg-amber-50 text-amber-950 ring-1 ring-amber-400' : 'bg-brand-50 text-brand-800'
              }`}
            >
              {item}
              {unknown.has(item) && <UnrecognisedMark />}
              <button
                type="button"
                aria-label={`Remove ${item}`}
                onClick={() => onRemove(item)}
                className="flex h-7 w-7 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">None added.</p>
      )}
    </div>
  );
}
