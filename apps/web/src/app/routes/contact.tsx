import { ContactDetails, EmergencyNotice } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';
import { cardClass } from '../../components/ui/card';

/** /contact: the form, support hours, response promises and the emergency notice (spec section 2). */
export default function ContactRoute() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <title>Contact Us | OTC Relief</title>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact Us</h1>
        <p className="mt-3 text-base text-slate-600 sm:text-lg">
          Questions about a result, your account or your privacy? Send us a message and we'll get back to you.
        </p>
      </header>
      <div className="mt-6">
        <EmergencyNotice />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className={cardClass({ padding: 'xl' })}>
          <ContactForm />
        </div>
        <aside aria-label="Other ways to reach us">
          <ContactDetails />
        </aside>
      </div>
    </div>
  );
}
