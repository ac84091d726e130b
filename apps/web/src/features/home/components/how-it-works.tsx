import { cardClass } from '../../../components/ui/card';

const STEPS = [
  {
    title: 'Enter a symptom',
    text: 'Type what is bothering you, such as a headache or a stuffy nose, or the name of a medicine.',
  },
  {
    title: 'View safe options',
    text: 'See the over-the-counter medicines that match, with dosage, warnings and where to buy them.',
  },
  {
    title: 'Get personalised results (optional)',
    text: 'Create a free account and add your health profile to see which medicines to avoid for you, and why.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mt-16">
      <h2 id="how-heading" className="text-center text-2xl font-semibold text-slate-900">
        How it works
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className={cardClass()}>
            <span
              aria-hidden="true"
              className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
