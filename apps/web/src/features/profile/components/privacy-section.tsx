import { useId } from 'react';
import { Link } from 'react-router';
import type { ProfileForm } from '../hooks/use-profile-form';
import { Card } from '../../../components/ui/card';
import { checkboxClass } from './field-styles';
import { paths } from '../../../lib/paths';

export function PrivacySection({ form }: { form: ProfileForm }) {
  const id = useId();
  return (
    <Card as="section" padding="lg" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Privacy &amp; Security
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your health information is used only to check search results for you. You can download or delete it at any time
        from{' '}
        <Link to={paths.account} className="font-medium text-brand-800 underline">
          Account &amp; data
        </Link>
        . Read the{' '}
        <Link to={paths.privacyPolicy} className="font-medium text-brand-800 underline">
          Privacy Policy
        </Link>{' '}
        for details.
      </p>
      <label className="mt-4 flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          checked={form.values.consent}
          onChange={(e) => form.set('consent', e.target.checked)}
          className={checkboxClass}
        />
        <span>
          I have read the Privacy Policy and agree that OTC Relief stores my health information to personalise my
          results.
        </span>
      </label>
    </Card>
  );
}
