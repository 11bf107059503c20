// A loading spinner with an accessible label.
type TSpinnerProps = { label: string; size?: 'sm' | 'md' };

export function Spinner({ label, size = 'md' }: TSpinnerProps) {
  return (
    <span className={`spinner spinner-${size}`} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
