import type { HTMLAttributes } from 'react';

type CardTone = 'default' | 'danger';
type CardPadding = 'sm' | 'md' | 'lg' | 'xl';

const TONES: Record<CardTone, string> = { default: 'border-slate-200', danger: 'border-red-200' };
// sm: a tile that is a button; md: list cards; lg: form sections; xl: a page's main panel (sign-in, contact form).
const PADDINGS: Record<CardPadding, string> = { sm: 'p-3 sm:p-4', md: 'p-5', lg: 'p-5 sm:p-6', xl: 'p-6 sm:p-8' };

export interface CardLook {
  tone?: CardTone;
  padding?: CardPadding;
  className?: string;
}

/** The classes of a card, for an element that cannot be a Card (a form, a list item). */
export function cardClass({ tone = 'default', padding = 'md', className }: CardLook = {}) {
  const classes = `rounded-xl border bg-white shadow-sm ${TONES[tone]} ${PADDINGS[padding]}`;
  return className ? `${classes} ${className}` : classes;
}

export interface CardProps extends HTMLAttributes<HTMLElement>, CardLook {
  /** A section when the card has its own heading (give it aria-labelledby), else a div. */
  as?: 'div' | 'section' | 'article';
}

/** A white panel with a light border and shadow. */
export function Card({ as: Element = 'div', tone, padding, className, ...props }: CardProps) {
  return <Element className={cardClass({ tone, padding, className })} {...props} />;
}
