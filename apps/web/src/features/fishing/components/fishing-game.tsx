// The fishing canvas: the sea's fish swim by their schedule (lib/fish-motion.ts), the player aims
// by clicking a fish (or Fire, which aims at the nearest fish to the cannon's line, for keyboard
// use), bullets fly, and the server's answers become coin bursts with the amount won. Shots are
// queued and sent at most every 250 ms, up to ten a request; the server decides each one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFish, TFishingSession, TFishingShootRequest } from '@pavilion/contracts/fishing';
import { useErrorText } from '@/shared/errors/error-text';
import { formatMinor } from '@/shared/format/money';
import { shootRequest } from '../api/fishing-api';
import { fishAtPoint, positionAt, radiusOf, visibleFish, type TPoint } from '../lib/fish-motion';
import styles from './fishing.module.css';

type TEffect = { kind: 'bullet' | 'coin' | 'miss'; from: TPoint; to: TPoint; at: number; text: string };
type TShotReq = TFishingShootRequest['shots'][number];

const COLORS: Record<string, string> = {
  clownfish: '#ff8a3d',
  puffer: '#f6d743',
  turtle: '#4caf50',
  lanternfish: '#7ad3ff',
  ray: '#9b8cff',
  octopus: '#ff6fb5',
  shark: '#8fa3b8',
  swordfish: '#3d7bff',
  whale: '#5063a8',
  'golden-turtle': '#ffc107',
  'dragon-king': '#e53935',
};

type TProps = {
  session: TFishingSession;
  fish: TFish[];
  caught: ReadonlySet<string>;
  offset: number;
  multipliers: Record<string, number>;
  stakes: number[];
  bombPrice: number;
  onSession: (s: TFishingSession) => void;
  onCaught: (ids: string[]) => void;
};

export function FishingGame(props: TProps) {
  const { t } = useTranslation('fishing');
  const errorText = useErrorText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const effects = useRef<TEffect[]>([]);
  const queue = useRef<{ req: TShotReq; to: TPoint }[]>([]);
  const busy = useRef(false);
  const live = useRef(props);
  live.current = props;
  const [level, setLevel] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const stake = props.stakes[level] ?? props.stakes[0] ?? 10;
  const now = useCallback(() => Date.now() + live.current.offset, []);

  const size = () => ({ w: canvas.current?.width ?? 360, h: canvas.current?.height ?? 240 });
  const swimming = () => live.current.fish.filter((f) => !live.current.caught.has(f.id));

  const flush = useCallback(async () => {
    if (busy.current || queue.current.length === 0) {
      return;
    }
    busy.current = true;
    const batch = queue.current.splice(0, 10);
    try {
      const reply = await shootRequest(live.current.session.id, { shots: batch.map((b) => b.req) });
      const at = now();
      reply.results.forEach((r, i) => {
        const to = batch[i]!.to;
        if (r.gone) {
          effects.current.push({ kind: 'miss', from: to, to, at, text: t('gone') });
        } else if (r.payout > 0) {
          effects.current.push({ kind: 'coin', from: to, to, at, text: `+${formatMinor(r.payout)}` });
        }
      });
      live.current.onCaught(reply.results.flatMap((r) => r.kills.map((k) => k.fishId)));
      live.current.onSession(reply.session);
      setError(null);
    } catch (e) {
      setError(errorText(e));
    } finally {
      busy.current = false;
    }
  }, [errorText, now, t]);

  useEffect(() => {
    const timer = window.setInterval(() => void flush(), 250);
    return () => window.clearInterval(timer);
  }, [flush]);

  const fireAt = (target: TFish) => {
    const { w, h } = size();
    const to = positionAt(target, now() + 250, w, h);
    if (!to || queue.current.length >= 10) {
      return;
    }
    queue.current.push({ req: { weapon: 'cannon', stake, fishIds: [target.id] }, to });
    effects.current.push({ kind: 'bullet', from: { x: w / 2, y: h }, to, at: now(), text: '' });
  };

  const onClick = (e: React.MouseEvent<HTMLCanvasElement>) => {
    const c = canvas.current!;
    const rect = c.getBoundingClientRect();
    const point = {
      x: ((e.clientX - rect.left) / rect.width) * c.width,
      y: ((e.clientY - rect.top) / rect.height) * c.height,
    };
    const { w, h } = size();
    const target = fishAtPoint(swimming(), props.multipliers, point, now(), w, h);
    if (target) {
      fireAt(target);
    }
  };

  const fireNearest = () => {
    const { w, h } = size();
    const t0 = now();
    const seen = visibleFish(swimming(), t0, w, h);
    const byDistance = seen
      .map((f) => ({ f, d: Math.abs((positionAt(f, t0, w, h)?.x ?? 0) - w / 2) }))
      .sort((a, b) => a.d - b.d);
    if (byDistance[0]) {
      fireAt(byDistance[0].f);
    }
  };

  const bomb = () => {
    const { w, h } = size();
    const targets = visibleFish(swimming(), now(), w, h).slice(0, 12);
    if (targets.length === 0) {
      return;
    }
    queue.current.push({
      req: { weapon: 'bomb', stake, fishIds: targets.map((f) => f.id) },
      to: { x: w / 2, y: h / 2 },
    });
  };

  useEffect(() => {
    let frame = 0;
    const draw = () => {
      const c = canvas.current;
      const ctx = c?.getContext('2d');
      if (c && ctx) {
        const w = c.clientWidth;
        const h = Math.round(w * 0.6);
        if (c.width !== w || c.height !== h) {
          c.width = w;
          c.height = h;
        }
        const t0 = Date.now() + live.current.offset;
        const sea = ctx.createLinearGradient(0, 0, 0, h);
        sea.addColorStop(0, '#0b4f7c');
        sea.addColorStop(1, '#04263f');
        ctx.fillStyle = sea;
        ctx.fillRect(0, 0, w, h);
        for (const f of live.current.fish) {
          const at = positionAt(f, t0, w, h);
          if (!at || live.current.caught.has(f.id)) {
            continue;
          }
          const m = live.current.multipliers[f.species] ?? 250;
          const r = radiusOf(m, w) * (f.species === 'dragon-king' ? 1.6 : 1);
          ctx.save();
          ctx.translate(at.x, at.y);
          ctx.scale(f.dir, 1);
          ctx.fillStyle = COLORS[f.species] ?? '#fff';
          ctx.beginPath();
          ctx.ellipse(0, 0, r, r * 0.55, 0, 0, Math.PI * 2);
          ctx.moveTo(-r * 0.8, 0);
          ctx.lineTo(-r * 1.5, -r * 0.5);
          ctx.lineTo(-r * 1.5, r * 0.5);
          ctx.fill();
          ctx.fillStyle = '#fff';
          ctx.beginPath();
          ctx.arc(r * 0.5, -r * 0.15, Math.max(2, r * 0.12), 0, Math.PI * 2);
          ctx.fill();
          ctx.restore();
          ctx.fillStyle = '#fff';
          ctx.font = `${Math.max(10, Math.round(r * 0.6))}px sans-serif`;
          ctx.textAlign = 'center';
          ctx.fillText(f.species === 'dragon-king' ? 'BOSS' : `×${m}`, at.x, at.y + r + 12);
        }
        effects.current = effects.current.filter((e) => t0 - e.at < (e.kind === 'bullet' ? 250 : 1200));
        for (const e of effects.current) {
          const p = Math.min(1, (t0 - e.at) / (e.kind === 'bullet' ? 250 : 1200));
          if (e.kind === 'bullet') {
            ctx.fillStyle = '#ffe082';
            ctx.beginPath();
            ctx.arc(
              e.from.x + (e.to.x - e.from.x) * p,
              e.from.y + (e.to.y - e.from.y) * p,
              4,
              0,
              Math.PI * 2,
            );
            ctx.fill();
          } else {
            ctx.globalAlpha = 1 - p;
            ctx.fillStyle = e.kind === 'coin' ? '#ffd54f' : '#cfd8dc';
            ctx.font = 'bold 18px sans-serif';
            ctx.textAlign = 'center';
            ctx.fillText(e.text, e.to.x, e.to.y - p * 40);
            ctx.globalAlpha = 1;
          }
        }
        ctx.fillStyle = '#ffd54f';
        ctx.fillRect(w / 2 - 14, h - 18, 28, 18);
      }
      frame = window.requestAnimationFrame(draw);
    };
    frame = window.requestAnimationFrame(draw);
    return () => window.cancelAnimationFrame(frame);
  }, []);

  return (
    <div className={styles.game}>
      <canvas
        ref={canvas}
        className={styles.canvas}
        onClick={onClick}
        aria-label={t('canvas')}
        data-testid="fishing-canvas"
      />
      <div className={styles.controls}>
        <div className={styles.row} role="group" aria-label={t('cannon')}>
          <button
            type="button"
            className={styles.small}
            onClick={() => setLevel((l) => Math.max(0, l - 1))}
            aria-label={t('lower')}
          >
            −
          </button>
          <output className={styles.stake} data-testid="fishing-stake">
            {t('level', { level: level + 1, stake: formatMinor(stake) })}
          </output>
          <button
            type="button"
            className={styles.small}
            onClick={() => setLevel((l) => Math.min(props.stakes.length - 1, l + 1))}
            aria-label={t('higher')}
          >
            +
          </button>
        </div>
        <button type="button" className={styles.button} onClick={fireNearest}>
          {t('fire')}
        </button>
        <button type="button" className={styles.secondary} onClick={bomb}>
          {t('bomb', { cost: formatMinor(stake * props.bombPrice) })}
        </button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
