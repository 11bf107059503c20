// A labelled filter control of the agent-income filter bars.
import { useId, type ReactElement } from 'react';
import styles from './agent-income.module.css';

export function FilterField({ label, children }: { label: string; children: (id: string) => ReactElement }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
