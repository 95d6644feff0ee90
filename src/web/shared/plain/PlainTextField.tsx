import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { PlainIcon } from './icons';

/**
 * An outlined text field with a floating label, as MUI's TextField looks, without MUI: for the forms of the
 * public pages people land on (login). Takes what `fieldProps` (src/web/shared/forms.ts) gives MUI's field:
 * the registered input's props, `inputRef`, `error`, `helperText` and `slotProps.htmlInput`.
 */
export type PlainTextFieldProps = {
  id: string;
  label: string;
  name: string;
  type?: string;
  required?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  onBlur?: InputHTMLAttributes<HTMLInputElement>['onBlur'];
  slotProps?: {
    htmlInput?: InputHTMLAttributes<HTMLInputElement>;
    formHelperText?: { role?: string };
  };
  /** Drawn at the input's end (the password field's show button). */
  end?: ReactNode;
};

export function PlainTextField({
  id,
  label,
  type = 'text',
  required,
  autoFocus,
  error,
  helperText,
  inputRef,
  slotProps,
  end,
  ...registered
}: PlainTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <div className={`brp-field${error ? ' brp-field--error' : ''}${end ? ' brp-field--end' : ''}`}>
      <div className="brp-field-box">
        <input
          {...slotProps?.htmlInput}
          {...registered}
          ref={inputRef}
          id={id}
          type={type}
          required={required}
          autoFocus={autoFocus}
          // The label floats while the field holds text: CSS reads that from the placeholder being hidden.
          placeholder=" "
          aria-invalid={error || undefined}
          aria-describedby={helperId}
        />
        <label htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
        {end}
      </div>
      {helperText && (
        <p id={helperId} className="brp-field-helper" role={slotProps?.formHelperText?.role}>
          {helperText}
        </p>
      )}
    </div>
  );
}

/** A password box with a show/hide button, so people on phones can check what they typed. */
export function PlainPasswordField({
  showLabel,
  hideLabel,
  ...props
}: PlainTextFieldProps & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <PlainTextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="brp-icon-btn brp-field-end"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <PlainIcon name={visible ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  );
}
