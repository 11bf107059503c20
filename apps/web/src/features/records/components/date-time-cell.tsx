// A record's time as yyyy-MM-dd HH:mm:ss in local time, the date above the time so the table's
// narrow time column leaves room for the amounts; the text keeps its space for readers and tests.
import { formatDateTime } from '@/shared/format/date-time';
import styles from './records.module.css';

export function DateTimeCell({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(' ');
  return (
    <time dateTime={value} className={styles.dateTime}>
      <span>{date}</span> <span>{time}</span>
    </time>
  );
}
