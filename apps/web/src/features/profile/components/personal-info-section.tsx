import { AGE_MAX, AGE_MIN } from '@otc/safety-engine';
import { useId } from 'react';
import { GENDER_OPTIONS, type Gender } from '../hooks/profile-form-rules';
import type { ProfileForm } from '../hooks/use-profile-form';
import { Card } from '../../../components/ui/card';
import { inputClass, labelClass as uiLabelClass, TextField } from '../../../components/ui/text-field';

export function PersonalInfoSection({ form, ageError }: { form: ProfileForm; ageError?: string }) {
  const id = useId();
  const { values, set, setGender } = form;
  return (
    <Card as="section" padding="lg" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Personal Information
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          type="text"
          autoComplete="given-name"
          maxLength={100}
          value={values.firstName}
          onChange={(e) => set('firstName', e.target.value)}
        />
        <TextField
          label="Last name"
          type="text"
          autoComplete="family-name"
          maxLength={100}
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
        />
        <TextField
          label="Age"
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          value={values.age}
          error={ageError}
          onChange={(e) => set('age', e.target.value)}
        />
        <div>
          <label htmlFor={`${id}-gender`} className={uiLabelClass}>
            Gender
          </label>
          <select
            id={`${id}-gender`}
            value={values.gender}
            onChange={(e) => setGender(e.target.value as Gender | '')}
            className={inputClass}
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
    </Card>
  );
}
