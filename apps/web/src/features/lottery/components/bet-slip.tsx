// The bet slip: choose a play type, pick numbers (rows from the engine), unit and multiplier; the
// slip shows combinations, stake and the win per combination before anything is placed, holds
// several bets, and may follow up over the next draws (stopping on a win if asked). Placing asks
// for a confirmation showing the issues and the total; one request id per submission makes a
// retry safe.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FOLLOW_UP_MAX_ISSUES,
  MULTIPLIER_MAX,
  SLIP_MAX_BETS,
  type TLotteryGameDetail,
  type TLotteryPlaceReply,
} from '@pavilion/contracts/lottery';
import { playRule } from '@pavilion/games/lottery/play-types';
import { useErrorText } from '@/shared/errors/error-text';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { formatMinor, formatMoney } from '@/shared/format/money';
import { usePlaceSlip } from '../api/lottery-api';
import { drawShapeOf } from '../lib/game-name';
import { secondsUntil } from '../lib/countdown';
import { slipBet, slipTotals, UNIT_AMOUNTS, winPerCombination, type TSlipBet } from '../lib/slip';
import styles from './lottery.module.css';
import { NumberPicker } from './number-picker';
import { SlipList } from './slip-list';

type TBetSlipProps = { detail: TLotteryGameDetail; now: number; onShowTickets: () => void };

function newRequestId(): string {
  return `lot-${crypto.randomUUID().replaceAll('-', '')}`.slice(0, 64);
}

export function BetSlip({ detail, now, onShowTickets }: TBetSlipProps) {
  const { t } = useTranslation('lottery');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const money = (minor: number) => formatMoney(minor, symbol);
  const ids = { playType: useId(), multiplier: useId(), issues: useId() };
  const { game } = detail;
  const shape = drawShapeOf(game.code) ?? { family: game.family };
  const playable = detail.playTypes.filter(
    (p) => p.enabled && playRule(shape.family, p.playType, shape.vnRegion),
  );
  const [playType, setPlayType] = useState(playable[0]?.playType ?? '');
  const config = playable.find((p) => p.playType === playType);
  const rule = config ? playRule(shape.family, config.playType, shape.vnRegion) : undefined;
  const [selection, setSelection] = useState<string[][]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [unitAmount, setUnitAmount] = useState<number>(UNIT_AMOUNTS[0]);
  const [multiplierText, setMultiplierText] = useState('1');
  const [bets, setBets] = useState<TSlipBet[]>([]);
  const [followUp, setFollowUp] = useState(false);
  const [issuesText, setIssuesText] = useState('5');
  const [stopOnWin, setStopOnWin] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [placed, setPlaced] = useState<TLotteryPlaceReply | null>(null);
  const requestId = useRef(newRequestId());
  const place = usePlaceSlip();

  const multiplier = Number.parseInt(multiplierText, 10);
  const multiplierOk = Number.isInteger(multiplier) && multiplier >= 1 && multiplier <= MULTIPLIER_MAX;
  const rows = rule?.rows ?? [];
  const fullSelection = rows.map((_, i) => selection[i] ?? []);
  const priced =
    config && multiplierOk
      ? slipBet(shape, { playType: config.playType, selection: fullSelection, unitAmount, multiplier })
      : null;
  const stakeProblem =
    priced && config
      ? priced.stake < config.minStake
        ? t('slip.belowMin', { amount: money(config.minStake) })
        : priced.stake > config.maxStake
          ? t('slip.aboveMax', { amount: money(config.maxStake) })
          : null
      : null;

  const maxIssues = Math.min(FOLLOW_UP_MAX_ISSUES, detail.upcoming.length);
  const issues = Number.parseInt(issuesText, 10);
  const issuesOk = !followUp || (Number.isInteger(issues) && issues >= 2 && issues <= maxIssues);
  const drawCount = followUp && issuesOk ? issues : 1;
  const totals = slipTotals(bets, drawCount);
  const current = game.current;
  const open = current !== null && current.state === 'open' && secondsUntil(current.closesAt, now) > 0;
  const lastIssue = detail.upcoming[drawCount - 1]?.issueNo ?? current?.issueNo;

  const choosePlayType = (next: string) => {
    setPlayType(next);
    setSelection([]);
    setPickerKey((k) => k + 1);
  };
  const addBet = () => {
    if (priced && !stakeProblem && bets.length < SLIP_MAX_BETS) {
      setBets([...bets, priced]);
      setSelection([]);
      setPickerKey((k) => k + 1);
      setPlaced(null);
    }
  };
  const submit = () => {
    if (!current) {
      return;
    }
    place.mutate(
      {
        requestId: requestId.current,
        gameCode: game.code,
        issueNo: current.issueNo,
        bets: bets.map(({ playType: p, selection: s, unitAmount: u, multiplier: m }) => ({
          playType: p,
          selection: s,
          unitAmount: u,
          multiplier: m,
        })),
        ...(followUp ? { followUp: { issues, stopOnWin } } : {}),
      },
      {
        onSuccess: (reply) => {
          setPlaced(reply);
          setBets([]);
          setConfirming(false);
          requestId.current = newRequestId();
        },
        onError: () => {
          requestId.current = newRequestId();
        },
      },
    );
  };

  if (playable.length === 0) {
    return <p className={styles.card}>{t('slip.noPlayTypes')}</p>;
  }

  return (
    <div className={styles.slipLayout} data-testid="bet-slip">
      <section className={styles.card} aria-labelledby="picker-title">
        <h2 id="picker-title" className={styles.cardTitle}>
          {t('slip.pickTitle')}
        </h2>
        <label htmlFor={ids.playType} className={styles.label}>
          {t('slip.playType')}
        </label>
        <select
          id={ids.playType}
          className={styles.select}
          value={playType}
          onChange={(e) => choosePlayType(e.target.value)}
        >
          {playable.map((p) => (
            <option key={p.playType} value={p.playType}>
              {t(`playType.${p.playType}`)}
            </option>
          ))}
        </select>
        <p className={styles.muted}>{t(`playHelp.${playType}`)}</p>
        {config ? (
          <p className={styles.odds} data-testid="odds">
            {config.odds.map((o) => (
              <span key={o.key} className={styles.oddsItem}>
                {t('slip.oddsItem', { key: prizeKeyText(t, o.key), odds: (o.odds / 1000).toFixed(3) })}
              </span>
            ))}
          </p>
        ) : null}
        <NumberPicker
          key={`${playType}-${pickerKey}`}
          rows={rows}
          selection={fullSelection}
          onChange={setSelection}
        />

        <fieldset className={styles.unitRow}>
          <legend className={styles.label}>{t('slip.unit')}</legend>
          {UNIT_AMOUNTS.map((u) => (
            <label key={u} className={styles.radio}>
              <input type="radio" name="unit" checked={unitAmount === u} onChange={() => setUnitAmount(u)} />
              {formatMinor(u)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={ids.multiplier} className={styles.label}>
          {t('slip.multiplier')}
        </label>
        <input
          id={ids.multiplier}
          className={styles.input}
          inputMode="numeric"
          value={multiplierText}
          aria-invalid={!multiplierOk}
          onChange={(e) => setMultiplierText(e.target.value.replace(/\D/g, '').slice(0, 5))}
        />
        {!multiplierOk ? (
          <p className={styles.error}>{t('slip.multiplierRange', { max: MULTIPLIER_MAX })}</p>
        ) : null}

        <dl className={styles.summary} data-testid="bet-summary">
          <div>
            <dt>{t('slip.combinations')}</dt>
            <dd data-testid="combinations">{priced?.combinations ?? 0}</dd>
          </div>
          <div>
            <dt>{t('slip.stake')}</dt>
            <dd data-testid="bet-stake">{money(priced?.stake ?? 0)}</dd>
          </div>
          {config?.odds[0] && multiplierOk ? (
            <div>
              <dt>{t('slip.winPerCombination')}</dt>
              <dd>
                {money(
                  winPerCombination(unitAmount, multiplier, Math.max(...config.odds.map((o) => o.odds))),
                )}
              </dd>
            </div>
          ) : null}
        </dl>
        {stakeProblem ? <p className={styles.error}>{stakeProblem}</p> : null}
        <button
          type="button"
          className="btn btn-outline"
          disabled={!priced || stakeProblem !== null || bets.length >= SLIP_MAX_BETS}
          onClick={addBet}
        >
          {t('slip.add')}
        </button>
      </section>

      <section className={styles.card} aria-labelledby="slip-title">
        <h2 id="slip-title" className={styles.cardTitle}>
          {t('slip.title', { count: bets.length })}
        </h2>
        <SlipList bets={bets} money={money} onRemove={(i) => setBets(bets.filter((_, j) => j !== i))} />

        <label className={styles.check}>
          <input type="checkbox" checked={followUp} onChange={(e) => setFollowUp(e.target.checked)} />
          {t('followUp.toggle')}
        </label>
        {followUp ? (
          <div className={styles.followUp}>
            <label htmlFor={ids.issues} className={styles.label}>
              {t('followUp.issues', { max: maxIssues })}
            </label>
            <input
              id={ids.issues}
              className={styles.input}
              inputMode="numeric"
              value={issuesText}
              aria-invalid={!issuesOk}
              onChange={(e) => setIssuesText(e.target.value.replace(/\D/g, '').slice(0, 3))}
            />
            {!issuesOk ? <p className={styles.error}>{t('followUp.range', { max: maxIssues })}</p> : null}
            <label className={styles.check}>
              <input type="checkbox" checked={stopOnWin} onChange={(e) => setStopOnWin(e.target.checked)} />
              {t('followUp.stopOnWin')}
            </label>
          </div>
        ) : null}

        <dl className={styles.summary}>
          <div>
            <dt>{t('slip.perDraw')}</dt>
            <dd>{money(totals.perDraw)}</dd>
          </div>
          <div>
            <dt>{t('slip.total', { count: drawCount })}</dt>
            <dd data-testid="slip-total">{money(totals.total)}</dd>
          </div>
        </dl>
        {!open ? <p className={styles.warning}>{t('slip.closedNow')}</p> : null}

        {confirming ? (
          <div
            className={styles.confirm}
            role="group"
            aria-labelledby="confirm-title"
            data-testid="slip-confirm"
          >
            <h3 id="confirm-title" className={styles.confirmTitle}>
              {t('confirm.title')}
            </h3>
            <p>
              {drawCount > 1
                ? t('confirm.followUp', { first: current?.issueNo, last: lastIssue, count: drawCount })
                : t('confirm.single', { issueNo: current?.issueNo })}
            </p>
            <p>{t('confirm.total', { count: bets.length, total: money(totals.total) })}</p>
            {followUp && stopOnWin ? <p className={styles.muted}>{t('confirm.stopOnWin')}</p> : null}
            {place.isError ? (
              <p className={styles.error} role="alert">
                {errorText(place.error)}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button
                type="button"
                className="btn btn-primary"
                disabled={place.isPending || !open}
                onClick={submit}
              >
                {place.isPending ? t('confirm.placing') : t('confirm.place')}
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
                {t('confirm.back')}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={bets.length === 0 || !issuesOk || !open}
            onClick={() => {
              place.reset();
              setConfirming(true);
            }}
          >
            {t('slip.place')}
          </button>
        )}
        {placed ? (
          <div className={styles.success} role="status" data-testid="slip-placed">
            <p>{t('slip.placed', { count: placed.tickets.length, balance: money(placed.balance) })}</p>
            <button type="button" className="btn btn-outline btn-sm" onClick={onShowTickets}>
              {t('slip.viewTickets')}
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** A prize key of the odds: "win", an option ("big", "dragon"), a sum ("7") or a 4D/VN prize tier. */
export function prizeKeyText(
  t: (key: string, options?: Record<string, unknown>) => string,
  key: string,
): string {
  if (/^\d+$/.test(key)) {
    return t('prize.sum', { value: key });
  }
  return t(`prize.${key}`);
}
