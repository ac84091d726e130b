import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment'> {
  /** Shown as text: controlled by the caller when a confirmation field must follow the same state. */
  visible?: boolean;
  /**
   * Given with `visible` on the field that carries the button; a field given `visible` alone follows another's
   * button and has none. Without both, the field keeps its own state.
   */
  onToggleVisible?: () => void;
}

/** A password input with the spec's Show/Hide button. */
export function PasswordField({ visible, onToggleVisible, id: givenId, ...field }: PasswordFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const toggle = visible === undefined || onToggleVisible !== undefined;
  const flip = onToggleVisible ?? (() => setOwnVisible((current) => !current));
  return (
    <TextField
      {...field}
      id={id}
      type={shown ? 'text' : 'password'}
      inputClassName={toggle ? 'pr-20' : undefined}
      adornment={
        toggle && (
          <button
            type="button"
            onClick={flip}
            aria-label={shown ? 'Hide password' : 'Show password'}
            aria-controls={id}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        )
      }
    />
  );
}
