import { useSendContactMessageMutation, type SendContactMessageDto } from '@otc/api-contract';
import { useState, type FormEvent } from 'react';
import { labelClass, textareaClass, TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { apiMessage, statusOf } from '../../../lib/error-message';
import { SUPPORT_EMAIL } from './contact-facts';
import { Button } from '../../../components/ui/button';

type Field = keyof SendContactMessageDto;
const EMPTY: SendContactMessageDto = { firstName: '', lastName: '', email: '', subject: '', message: '' };
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'subject', 'message'];

/** One required field of the form; a missing one is marked invalid once the person has tried to send. */
function ContactField(props: {
  name: Exclude<Field, 'message'>;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <TextField
      id={`contact-${props.name}`}
      name={props.name}
      label={props.label}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      required
      aria-invalid={props.invalid}
      aria-describedby="contact-required-note"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

interface ContactFieldsProps {
  values: SendContactMessageDto;
  missing: (field: Field) => boolean;
  set: (field: Field) => (value: string) => void;
}

function ContactFields({ values, missing, set }: ContactFieldsProps) {
  const field = (name: Exclude<Field, 'message'>) => ({
    name,
    value: values[name],
    invalid: missing(name),
    onChange: set(name),
  });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField label="First name" autoComplete="given-name" {...field('firstName')} />
        <ContactField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <ContactField label="Email" type="email" autoComplete="email" {...field('email')} />
      <ContactField label="Subject" {...field('subject')} />
      <div>
        <label htmlFor="contact-message" className={labelClass}>
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
          className={textareaClass}
        />
      </div>
    </>
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
      <ContactFields values={values} missing={missing} set={set} />
      <Button size="bare" className="w-full px-5 py-2.5 sm:w-auto" type="submit" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
