// My bets: open tickets (with cash-out on singles) and settled ones, newest first, a page at a time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORTS_PAGE_SIZE } from '@pavilion/contracts/sportsbook';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { RecordsPager } from '@/shared/ui/records-pager';
import { useMyTickets } from '../api/sportsbook-api';
import { TicketCard } from './ticket-card';
import styles from './sportsbook.module.css';

export function MyBets() {
  const { t } = useTranslation('sportsbook');
  const errorText = useErrorText();
  const [state, setState] = useState<'open' | 'settled'>('open');
  const [pageNo, setPageNo] = useState(1);
  const query = useMyTickets(state, pageNo);
  return (
    <section className={styles.list} aria-labelledby="my-bets-title" data-testid="my-bets">
      <h2 id="my-bets-title" className={styles.groupTitle}>
        {t('view.bets')}
      </h2>
      <div className={styles.chips} role="group" aria-label={t('view.bets')}>
        {(['open', 'settled'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={styles.chip}
            aria-pressed={state === s}
            onClick={() => {
              setState(s);
              setPageNo(1);
            }}
          >
            {t(`bets.${s}`)}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <QueryState state="loading" />
      ) : query.isError ? (
        <QueryState state="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.tickets.length === 0 ? (
        <QueryState state="empty" message={t(`bets.empty.${state}`)} />
      ) : (
        <>
          <ul className={styles.tickets}>
            {query.data.tickets.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} />
            ))}
          </ul>
          <RecordsPager
            pageNo={pageNo}
            totalPages={Math.ceil(query.data.total / SPORTS_PAGE_SIZE)}
            onPage={setPageNo}
          />
        </>
      )}
    </section>
  );
}
