import { useSyncProfileMutation, type UnrecognisedEntriesDto } from '@otc/api-contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { apiMessage, statusOf } from '../../../lib/error-message';
import { toSyncDto, validate, type ProfileFormValues, type ProfileOwner } from '../hooks/profile-form-rules';
import { useProfileForm } from '../hooks/use-profile-form';
import { HealthInfoSection } from './health-info-section';
import { PersonalInfoSection } from './personal-info-section';
import { PrivacySection } from './privacy-section';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';

const LOGIN_REQUIRED = 'You must be logged in to save your profile.';

interface ProfileFormProps {
  /** The signed-in account; null when the session has ended. */
  owner: ProfileOwner | null;
  initial: ProfileFormValues;
  /** The saved entries the safety check could not place, marked in the health section. */
  unrecognised?: UnrecognisedEntriesDto;
}

/** The three sections and the save button; saving syncs the profile and goes to / (spec sections 2, 5, 8). */
export function ProfileForm({ owner, initial, unrecognised }: ProfileFormProps) {
  const form = useProfileForm(initial);
  const [sync, { isLoading: saving }] = useSyncProfileMutation();
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const errors = validate(form.values);

  const consentToast = () =>
    toast({
      title: 'Privacy consent required',
      description: 'Please review and accept our privacy policy to continue.',
      variant: 'destructive',
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFormError(null);
    if (!owner) return setFormError(LOGIN_REQUIRED);
    if (!form.values.consent) return consentToast();
    // Judged as sent: with what is still typed in the add boxes.
    const toSave = form.committed();
    const problems = validate(toSave);
    if (problems.age) return;
    if (problems.form) return setFormError(problems.form);
    try {
      await sync({ profileSyncDto: toSyncDto(toSave, owner) }).unwrap();
      navigate(paths.home);
    } catch (error) {
      const failure = error as FetchBaseQueryError;
      // The session has ended: the form stays as typed (lib/session-ended does not move this page to /auth).
      if (statusOf(failure) === 401) setFormError(LOGIN_REQUIRED);
      else if (statusOf(failure) === 400) setFormError(apiMessage(failure) ?? null);
      toast({
        title: 'Error saving profile',
        description: 'Please try again. If the problem persists, contact support.',
        variant: 'destructive',
      });
    }
  };

  // The save button is disabled without consent, so Enter in a field would do nothing: say why instead.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    if (event.key !== 'Enter' || form.values.consent || !(target instanceof HTMLInputElement)) return;
    if (target.type === 'checkbox') return;
    event.preventDefault();
    consentToast();
  };

  return (
    <form noValidate onSubmit={save} onKeyDown={onKeyDown} className="space-y-6">
      <PersonalInfoSection form={form} ageError={attempted ? errors.age : undefined} />
      <HealthInfoSection form={form} unrecognised={unrecognised} />
      <PrivacySection form={form} />
      {formError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link
          to={paths.home}
          className="rounded-lg px-5 py-3 text-center font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Cancel
        </Link>
        <Button size="lg" disabledLook="grey" type="submit" disabled={!form.values.consent || saving}>
          {saving ? 'Saving…' : 'Save Profile'}
        </Button>
      </div>
      {!form.values.consent && (
        <p className="text-right text-sm text-slate-600">Tick the privacy consent above to save your profile.</p>
      )}
    </form>
  );
}
