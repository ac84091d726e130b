import { useSendContactMessageMutation, type SendContactMessageDto } from '@otc/api-contract';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/toast';
import { apiMessage, statusOf } from '../../../lib/error-message';
import { SUPPORT_EMAIL } from './contact-facts';

type Field = keyof SendContactMessageDto;
const EMPTY: SendContactMessageDto = { firstName: '', lastName: '', email: '', subject: '', message: '' };
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'subject', 'message'];

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-[invalid=true]:border-red-600';

function TextField(props: {
  name: Field;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
}) {
  const id = `contact-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required
        aria-invalid={props.invalid}
        aria-describedby="contact-required-note"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={inputClass}
      />
    </div>
  );
}

/** The contact form (spec sections 5 and 8): all five fields required, one toast for each outcome. */
export function ContactForm() {
  const [values, setValues] = useState<SendContactMessageDto>(EMPTY);
  const [showMissing, setShowMissing] = useState(false);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const toast = useToast();

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const missing = (field: Field) => showMissing && values[field].trim() === '';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (FIELDS.some((field) => values[field].trim() === '')) {
      setShowMissing(true);
      toast({
        title: 'Missing information',
        description: 'Please fill in all fields before submitting.',
        variant: 'destructive',
      });
      return;
    }
    setShowMissing(false);
    try {
      await send({ sendContactMessageDto: values }).unwrap();
      setValues(EMPTY);
      toast({
        title: 'Message sent successfully!',
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      });
    } catch (error) {
      const status = statusOf(error as Parameters<typeof statusOf>[0]);
      const message = apiMessage(error as Parameters<typeof apiMessage>[0]);
      toast({
        title: 'Failed to send message',
        description:
          (status === 429 || status === 400) && message
            ? message
            : `Please try again, or email us directly at ${SUPPORT_EMAIL}.`,
        variant: 'destructive',
      });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading" className="space-y-5">
      <h2 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
        Send us a message
      </h2>
      <p id="contact-required-note" className="text-sm text-slate-600">
        All fields are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="firstName"
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          invalid={missing('firstName')}
          onChange={set('firstName')}
        />
        <TextField
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          invalid={missing('lastName')}
          onChange={set('lastName')}
        />
      </div>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        invalid={missing('email')}
        onChange={set('email')}
      />
      <TextField
        name="subject"
        label="Subject"
        value={values.subject}
        invalid={missing('subject')}
        onChange={set('subject')}
      />
      <div>
        <label htmlFor="contact-message" className="block text-sm font-medium text-slate-800">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          aria-invalid={missing('message')}
          aria-describedby="contact-required-note"
          value={values.message}
          onChange={(e) => set('message')(e.target.value)}
          className={inputClass}
        />
      </div>
      <button
        type="submit"
        disabled={isLoading}
        className="w-full rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {isLoading ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
