/** Shared look of the profile form's controls (inputs come from components/ui/text-field). */

/** A group's legend or a label whose input sits in a row below it. */
export const labelClass = 'block text-sm font-medium text-slate-800';

/** The Add button beside a list's input: as tall as the input. */
export const addButtonClass = 'h-11 shrink-0 px-4 text-sm';

export const checkboxClass = 'mt-0.5 h-5 w-5 shrink-0 accent-brand-700';
