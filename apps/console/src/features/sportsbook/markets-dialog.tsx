// The markets of one event for the operator: each market's kind, line and status, and (sportsbook.write)
// a void of a market not settled yet, with a reason for the audit trail. The void refunds the market's
// singles at once; a multiple counts the void leg at odds 1 once its other legs have results.
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TMarket } from '@pavilion/contracts/sportsbook';
import { QueryState } from '@/shared/ui/query-state';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useEventDetail, useVoidMarket, type TAdminEvent } from './sportsbook-api';

const ZVoidSchema = z.object({ reason: z.string().trim().min(1).max(500) });
const VOIDABLE: readonly string[] = ['open', 'suspended', 'closed'];

type TMarketsDialogProps = {
  event: TAdminEvent | null;
  canWrite: boolean;
  onVoided: (text: string) => void;
  onClose: () => void;
};

/** A market's name as the operator reads it: its kind, with its line (quarters) or map/round number. */
export function marketName(t: TFunction, m: Pick<TMarket, 'kind' | 'lineQ' | 'param'>) {
  // a handicap's line is signed, as the player's site shows it
  const line = m.lineQ === null ? '' : `${m.kind === 'ah' && m.lineQ > 0 ? '+' : ''}${m.lineQ / 4}`;
  return t(`sportsAdmin.market_${m.kind}`, { line, n: m.param ?? '' });
}

export function MarketsDialog({ event, canWrite, onVoided, onClose }: TMarketsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const open = event !== null;
  const detail = useEventDetail(event?.id ?? null);
  const voidMarket = useVoidMarket();
  const [voiding, setVoiding] = useState<TMarket | null>(null);
  const match = event ? `${event.home} – ${event.away}` : '';

  useEffect(() => {
    if (open && !ref.current?.open) {
      ref.current?.showModal();
    } else if (!open && ref.current?.open) {
      ref.current.close();
    }
  }, [open]);

  const markets = detail.data?.markets ?? [];
  return (
    <>
      <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
        <div className="stack">
          <h2 id={titleId}>{t('sportsAdmin.marketsTitle', { match })}</h2>
          <QueryState isLoading={detail.isLoading} error={detail.error} />
          {detail.data && markets.length === 0 && <p className="muted">{t('sportsAdmin.noMarkets')}</p>}
          {markets.length > 0 && (
            <table aria-label={t('sportsAdmin.marketsTitle', { match })}>
              <thead>
                <tr>
                  <th scope="col">{t('sportsAdmin.market')}</th>
                  <th scope="col">{t('sportsAdmin.status')}</th>
                  {canWrite && <th scope="col">{t('common.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {markets.map((m) => (
                  <tr key={m.id}>
                    <td>{marketName(t, m)}</td>
                    <td>{t(`sportsAdmin.marketStatus_${m.status}`)}</td>
                    {canWrite && (
                      <td>
                        {VOIDABLE.includes(m.status) && (
                          <button
                            type="button"
                            className="btn btn-small btn-danger"
                            aria-label={t('sportsAdmin.voidMarketOf', { market: marketName(t, m) })}
                            onClick={() => setVoiding(m)}
                          >
                            {t('sportsAdmin.voidMarket')}
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="row end">
            <button type="button" className="btn" onClick={onClose}>
              {t('sportsAdmin.close')}
            </button>
          </div>
        </div>
      </dialog>
      {canWrite && (
        <ReasonDialog
          open={voiding !== null}
          title={voiding ? t('sportsAdmin.voidTitle', { market: marketName(t, voiding), match }) : ''}
          reasonLabel={t('sportsAdmin.reason')}
          reasonRule={t('sportsAdmin.reasonRule')}
          confirmLabel={t('sportsAdmin.confirmVoid')}
          schema={ZVoidSchema}
          onSubmit={async ({ reason }) => {
            if (voiding === null) {
              return;
            }
            const reply = await voidMarket.mutateAsync({ marketId: voiding.id, reason: reason.trim() });
            onVoided(
              t('sportsAdmin.voided', { market: marketName(t, voiding), match, count: reply.settled }),
            );
          }}
          onClose={() => setVoiding(null)}
        />
      )}
    </>
  );
}
