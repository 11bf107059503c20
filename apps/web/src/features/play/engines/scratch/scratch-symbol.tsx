// Scratch card symbol art as inline SVG shapes (no images, no emoji).
import type { TScratchSymbol } from '@pavilion/games/engines/scratch';

const ART: Record<TScratchSymbol, { d: string; fill: string }> = {
  coin: {
    d: 'M24 8a16 16 0 1 1 0 32 16 16 0 0 1 0-32zm0 6a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
    fill: '#c9a227',
  },
  bell: { d: 'M24 7c8 0 12 8 12 18v7l4 4H8l4-4v-7c0-10 4-18 12-18zM20 39h8a4 4 0 0 1-8 0z', fill: '#f9a825' },
  cherry: {
    d: 'M16 28a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm16-2a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM17 28c2-8 6-16 14-20l1 2c-6 4-9 10-11 18zm14-2c0-6 0-12 1-16l2 .4c-1 4-1 10-1 15.6z',
    fill: '#c62828',
  },
  clover: {
    d: 'M24 22a7 7 0 1 1 0-14 7 7 0 0 1 0 14zm0 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm-2-2a7 7 0 1 1-14 0 7 7 0 0 1 14 0zm4 0a7 7 0 1 1 14 0 7 7 0 0 1-14 0zM23 30h2v12h-2z',
    fill: '#2e7d32',
  },
  horseshoe: { d: 'M10 10h8v14a6 6 0 0 0 12 0V10h8v14a14 14 0 0 1-28 0z', fill: '#78909c' },
  diamond: { d: 'M14 10h20l8 10-18 20L6 20z', fill: '#29b6f6' },
  crown: { d: 'M8 36l-2-22 10 8 8-12 8 12 10-8-2 22z', fill: '#fbc02d' },
  'pot-of-gold': {
    d: 'M12 20h24l-2 4c4 3 6 7 6 10 0 5-7 8-16 8S8 39 8 34c0-3 2-7 6-10zM14 20a4 4 0 0 1 8-4 4 4 0 0 1 8 0 4 4 0 0 1 6 4z',
    fill: '#6d4c41',
  },
};

export function ScratchSymbol({ symbol }: { symbol: TScratchSymbol }) {
  const art = ART[symbol];
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d={art.d} fill={art.fill} fillRule="evenodd" stroke="rgb(0 0 0 / 30%)" strokeWidth="1.2" />
    </svg>
  );
}
