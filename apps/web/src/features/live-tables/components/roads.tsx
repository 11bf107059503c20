// The baccarat roads drawn from the table's last results with the package's rules: bead plate, big
// road, big eye boy, small road and cockroach pig. `compact` draws the big road only (lobby cards).
import { useTranslation } from 'react-i18next';
import { allRoads } from '@pavilion/games/live-tables/derived-roads';
import { beadPlate, ROAD_ROWS, type TRoadResult } from '@pavilion/games/live-tables/roads';
import styles from './live.module.css';

type TCell = { x: number; y: number; className: string; text?: string; title: string };

function RoadGrid({ label, cells, minColumns }: { label: string; cells: TCell[]; minColumns: number }) {
  const columns = Math.max(minColumns, ...cells.map((c) => c.x + 1));
  // the newest columns matter: an old road scrolls off to the left
  const from = Math.max(0, columns - minColumns * 2);
  return (
    <figure className={styles.road}>
      <figcaption className={styles.roadLabel}>{label}</figcaption>
      <div
        className={styles.roadGrid}
        role="img"
        aria-label={label}
        style={{
          gridTemplateColumns: `repeat(${columns - from}, 14px)`,
          gridTemplateRows: `repeat(${ROAD_ROWS}, 14px)`,
        }}
      >
        {cells
          .filter((c) => c.x >= from)
          .map((c, i) => (
            <span
              key={i}
              className={`${styles.roadCell} ${c.className}`}
              style={{ gridColumn: c.x - from + 1, gridRow: c.y + 1 }}
              title={c.title}
            >
              {c.text}
            </span>
          ))}
      </div>
    </figure>
  );
}

export function Roads({ results, compact = false }: { results: TRoadResult[]; compact?: boolean }) {
  const { t } = useTranslation('live-tables');
  const roads = allRoads(results);
  const letter = { player: t('road.p'), banker: t('road.b'), tie: t('road.t') };
  const big: TCell[] = roads.bigRoad.entries.map((e) => ({
    x: e.x,
    y: e.y,
    className: `${styles.ring} ${e.winner === 'banker' ? styles.red : styles.blue}`,
    text: e.ties > 0 ? String(e.ties) : undefined,
    title: t(`spot.${e.winner}`),
  }));
  if (compact) {
    return <RoadGrid label={t('road.big')} cells={big} minColumns={12} />;
  }
  const bead: TCell[] = beadPlate(results).map((c) => ({
    x: c.x,
    y: c.y,
    className: `${styles.dot} ${c.value.winner === 'banker' ? styles.redBg : c.value.winner === 'player' ? styles.blueBg : styles.greenBg}`,
    text: letter[c.value.winner],
    title: t(`spot.${c.value.winner}`),
  }));
  const derived = (marks: typeof roads.bigEyeBoy, kind: 'ring' | 'dot' | 'slash'): TCell[] =>
    marks.map((m) => ({
      x: m.x,
      y: m.y,
      className: `${styles[kind]} ${m.colour === 'red' ? styles.red : styles.blue}`,
      title: t(`road.${m.colour}`),
    }));
  return (
    <div className={styles.roads} data-testid="live-roads">
      <RoadGrid label={t('road.bead')} cells={bead} minColumns={8} />
      <RoadGrid label={t('road.big')} cells={big} minColumns={12} />
      <RoadGrid label={t('road.bigEye')} cells={derived(roads.bigEyeBoy, 'ring')} minColumns={12} />
      <RoadGrid label={t('road.small')} cells={derived(roads.smallRoad, 'dot')} minColumns={12} />
      <RoadGrid label={t('road.cockroach')} cells={derived(roads.cockroachPig, 'slash')} minColumns={12} />
    </div>
  );
}
