/** Shared look of the profile form's controls. */
export const inputClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500';

export const labelClass = 'block text-sm font-medium text-slate-800';

export const secondaryButtonClass =
  'h-11 shrink-0 rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export const checkboxClass = 'mt-0.5 h-5 w-5 shrink-0 accent-brand-700';

export const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
