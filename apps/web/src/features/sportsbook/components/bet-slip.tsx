// The bet slip: the selections, the bet type (singles; an accumulator or a system of 2/3, Trixie,
// Patent, Yankee… as the legs allow), the stake per line with the lines, the total stake and what
// it returns if every leg wins, the accept-odds setting, and what happened when placing. On a
// phone it is a bottom sheet behind a bar that says how many selections it holds.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCEPT_ODDS, type TAcceptOdds, type TSystemKind } from '@pavilion/games/sports/catalogue';
import { useErrorText } from '@/shared/errors/error-text';
import { formatMoney } from '@/shared/format/money';
import { useModalStore } from '@/shared/ui/modal-store';
import { useSession } from '@/shared/session/session-store';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { stakeOf, usePlaceSlip, type TSlipProblem } from '../hooks/use-place-slip';
import { useSlip } from '../hooks/use-slip';
import { acceptsMove, betTypesFor, comboReturn, lineCount, singleReturn, systemKindsFor } from '../lib/slip';
import { SlipLeg } from './slip-leg';
import styles from './slip.module.css';

export function BetSlip({ vendor, myBetsHref }: { vendor: string | null; myBetsHref: string }) {
  const { t } = useTranslation('sportsbook');
  const slip = useSlip();
  const isLogin = useSession((s) => s.isLogin);
  const openModal = useModalStore((s) => s.open);
  const symbol = useWalletCurrencySymbol();
  const { place, busy, outcome, dismiss } = usePlaceSlip(vendor);
  const acceptId = useId();
  const stakeId = useId();
  const money = (minor: number) => formatMoney(minor, symbol);
  const single = slip.betType === 'single';
  const lines = single ? 0 : lineCount(slip.betType, slip.systemKind, slip.legs.length);
  const comboStake = stakeOf(slip.comboStake) ?? 0;
  const totalStake = single
    ? slip.legs.reduce((sum, leg) => sum + (stakeOf(slip.singleStakes[leg.selectionId]) ?? 0), 0)
    : comboStake * lines;
  const toReturn = single
    ? slip.legs.reduce(
        (sum, leg) => sum + singleReturn(leg.odds1000, stakeOf(slip.singleStakes[leg.selectionId]) ?? 0),
        0,
      )
    : comboReturn(slip.betType, slip.systemKind, slip.legs, comboStake);
  const unaccepted = slip.legs.some(
    (leg) =>
      leg.previousOdds1000 !== null && !acceptsMove(slip.acceptOdds, leg.previousOdds1000, leg.odds1000),
  );
  const moved = slip.legs.some((leg) => leg.previousOdds1000 !== null);
  const locked = slip.legs.some((leg) => !leg.open);
  const count = slip.legs.length;
  return (
    <aside
      className={styles.slip}
      data-expanded={slip.expanded}
      aria-labelledby="bet-slip-title"
      data-testid="bet-slip"
    >
      <button
        type="button"
        className={styles.sheetBar}
        aria-expanded={slip.expanded}
        onClick={() => slip.setExpanded(!slip.expanded)}
      >
        <span>{t('slip.bar', { count })}</span>
        {totalStake > 0 ? <span>{money(totalStake)}</span> : null}
      </button>
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 id="bet-slip-title" className={styles.title}>
            {t('slip.title')} <span className={styles.count}>{count}</span>
          </h2>
          {count > 0 ? (
            <button type="button" className={styles.clear} onClick={slip.clear}>
              {t('slip.clear')}
            </button>
          ) : null}
        </div>
        {outcome && outcome.placed.length > 0 ? (
          <div className={styles.placed} role="status" data-testid="slip-placed">
            <p>{t('slip.placed', { count: outcome.placed.length })}</p>
            <Link to={myBetsHref} onClick={dismiss}>
              {t('slip.toMyBets')}
            </Link>
          </div>
        ) : null}
        {count === 0 ? (
          <p className={styles.empty}>{t('slip.empty')}</p>
        ) : (
          <>
            <div className={styles.types} role="group" aria-label={t('slip.betType')}>
              {betTypesFor(slip.legs).map((type) => (
                <button
                  key={type}
                  type="button"
                  className={styles.type}
                  aria-pressed={slip.betType === type}
                  onClick={() => slip.setBetType(type)}
                >
                  {t(`betType.${type}`)}
                </button>
              ))}
            </div>
            {slip.betType === 'system' ? (
              <select
                className={styles.select}
                aria-label={t('slip.systemKind')}
                value={slip.systemKind ?? ''}
                onChange={(event) => slip.setSystemKind(event.target.value as TSystemKind)}
              >
                {systemKindsFor(count).map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`system.${kind.includes('/') ? 'folds' : kind}`, { kind })} ·{' '}
                    {t('slip.lines', { count: lineCount('system', kind, count) })}
                  </option>
                ))}
              </select>
            ) : null}
            <ul className={styles.legs}>
              {slip.legs.map((leg) => (
                <SlipLeg key={leg.selectionId} leg={leg} single={single} />
              ))}
            </ul>
            {!single ? (
              <div className={styles.stakeRow}>
                <label htmlFor={stakeId}>
                  {lines > 1 ? t('slip.stakePerLine', { count: lines }) : t('slip.stake')}
                </label>
                <input
                  id={stakeId}
                  className={styles.stake}
                  inputMode="decimal"
                  autoComplete="off"
                  value={slip.comboStake}
                  onChange={(event) => slip.setComboStake(event.target.value)}
                  data-testid="combo-stake"
                />
              </div>
            ) : null}
            <dl className={styles.totals}>
              <dt>{t('slip.totalStake')}</dt>
              <dd data-testid="slip-total">{money(totalStake)}</dd>
              <dt>{t('slip.potentialReturn')}</dt>
              <dd data-testid="slip-return">{money(toReturn)}</dd>
            </dl>
            <div className={styles.acceptRow}>
              <label htmlFor={acceptId}>{t('slip.acceptOdds')}</label>
              <select
                id={acceptId}
                className={styles.select}
                value={slip.acceptOdds}
                onChange={(event) => slip.setAcceptOdds(event.target.value as TAcceptOdds)}
              >
                {ACCEPT_ODDS.map((accept) => (
                  <option key={accept} value={accept}>
                    {t(`accept.${accept}`)}
                  </option>
                ))}
              </select>
            </div>
            {outcome?.problem ? <Problem problem={outcome.problem} money={money} /> : null}
            {unaccepted || (outcome?.problem?.kind === 'oddsChanged' && moved) ? <OddsMoved /> : null}
            {locked ? <p className={styles.warning}>{t('slip.lockedHint')}</p> : null}
            {isLogin ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy || unaccepted || locked || totalStake <= 0}
                onClick={() => void place()}
                data-testid="place-bet"
              >
                {busy ? t('slip.placing') : t('slip.place', { amount: money(totalStake) })}
              </button>
            ) : (
              <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
                {t('slip.login')}
              </button>
            )}
          </>
        )}
      </div>
    </aside>
  );
}

function OddsMoved() {
  const { t } = useTranslation('sportsbook');
  const acceptMoves = useSlip((s) => s.acceptMoves);
  return (
    <div className={styles.problem} role="alert" data-testid="slip-odds-changed">
      <p>{t('slip.oddsChanged')}</p>
      <button type="button" className="btn btn-outline btn-sm" onClick={acceptMoves}>
        {t('slip.acceptNewOdds')}
      </button>
    </div>
  );
}

function Problem({ problem, money }: { problem: TSlipProblem; money: (minor: number) => string }) {
  const { t } = useTranslation('sportsbook');
  const errorText = useErrorText();
  switch (problem.kind) {
    case 'oddsChanged':
      // the slip shows the moved odds with the accept button while they are not accepted
      return null;
    case 'stakeLimit':
      return (
        <p className={styles.problem} role="alert" data-testid="slip-problem">
          {t('slip.stakeLimit', { min: money(problem.min), max: money(problem.max) })}
        </p>
      );
    case 'stakeMissing':
      return (
        <p className={styles.problem} role="alert" data-testid="slip-problem">
          {t('slip.stakeMissing')}
        </p>
      );
    case 'error':
      return (
        <p className={styles.problem} role="alert" data-testid="slip-problem">
          {errorText(problem.error)}
        </p>
      );
  }
}
