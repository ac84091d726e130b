import { AGE_MAX, AGE_MIN } from '@otc/safety-engine';
import { useId } from 'react';
import { GENDER_OPTIONS, type Gender } from '../hooks/profile-form-rules';
import type { ProfileForm } from '../hooks/use-profile-form';
import { inputClass, labelClass, sectionClass } from './field-styles';

export function PersonalInfoSection({ form, ageError }: { form: ProfileForm; ageError?: string }) {
  const id = useId();
  const { values, set, setGender } = form;
  return (
    <section aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Personal Information
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-first`} className={labelClass}>
            First name
          </label>
          <input
            id={`${id}-first`}
            type="text"
            autoComplete="given-name"
            maxLength={100}
            value={values.firstName}
            onChange={(e) => set('firstName', e.target.value)}
            className={`${inputClass} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-last`} className={labelClass}>
            Last name
          </label>
          <input
            id={`${id}-last`}
            type="text"
            autoComplete="family-name"
            maxLength={100}
            value={values.lastName}
            onChange={(e) => set('lastName', e.target.value)}
            className={`${inputClass} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-age`} className={labelClass}>
            Age
          </label>
          <input
            id={`${id}-age`}
            type="number"
            inputMode="numeric"
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            value={values.age}
            aria-invalid={ageError ? true : undefined}
            aria-describedby={ageError ? `${id}-age-error` : undefined}
            onChange={(e) => set('age', e.target.value)}
            className={`${inputClass} mt-1`}
          />
          {ageError && (
            <p id={`${id}-age-error`} className="mt-1 text-sm text-red-700">
              {ageError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-gender`} className={labelClass}>
            Gender
          </label>
          <select
            id={`${id}-gender`}
            value={values.gender}
            onChange={(e) => setGender(e.target.value as Gender | '')}
            className={`${inputClass} mt-1`}
          >
            <option value="">Select gender</option>
            {GENDER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}
