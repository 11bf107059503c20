// A labelled native select (accessible and phone-friendly by default). With `bare` it renders
// without its own frame, labelled by aria-label, to sit inside another field's row.
import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field';
import styles from './form.module.css';

export type TOption = { value: string; label: string };
type TSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  options: TOption[];
  error?: string | undefined;
  bare?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({
  label,
  options,
  error,
  bare,
  required,
  ref,
  className,
  ...select
}: TSelectFieldProps) {
  const control = (extra: { id?: string; describedBy?: string | undefined }) => (
    <select
      {...select}
      ref={ref}
      id={extra.id}
      aria-label={bare ? label : undefined}
      aria-describedby={extra.describedBy}
      aria-required={required || undefined}
      className={`${styles.select} ${bare ? styles.selectBare : ''} ${className ?? ''}`}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  if (bare) {
    return control({});
  }
  return (
    <FieldFrame label={label} error={error} required={required}>
      {({ id, describedBy }) => control({ id, describedBy })}
    </FieldFrame>
  );
}
