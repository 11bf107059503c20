// Lazy route groups (spec §2.1, §7): a chunk that has not arrived within CHUNK_LOAD_TIMEOUT_MS, or
// that fails, becomes a ChunkLoadError naming the group ("type and request" of spec §8).
import { CHUNK_LOAD_TIMEOUT_MS } from '@pavilion/contracts/constants';

/** The lazy screen groups of spec §2.1, plus Auth for the password-reset page and Content for news, about us and the guide. */
export const LAZY_GROUPS = [
  'Promotions',
  'Seamless',
  'Lottery',
  'Sportsbook',
  'MemberCenter',
  'PointMall',
  'AccountGame',
  'Download',
  'GameListCenter',
  'GameCenter',
  'Agent',
  'Auth',
  'Content',
  'Live',
  'Bingo',
  'Fishing',
  'Pvp',
] as const;
export type TLazyGroup = (typeof LAZY_GROUPS)[number];

export class ChunkLoadError extends Error {
  readonly group: TLazyGroup;
  readonly kind: 'timeout' | 'failed';

  constructor(group: TLazyGroup, kind: 'timeout' | 'failed', cause?: unknown) {
    super(`Loading chunk ${group} ${kind === 'timeout' ? 'timed out' : 'failed'}`, { cause });
    this.name = 'ChunkLoadError';
    this.group = group;
    this.kind = kind;
  }
}

export function withChunkTimeout<T>(
  load: Promise<T>,
  group: TLazyGroup,
  ms = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(group, 'timeout')), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(group, 'failed', error));
      },
    );
  });
}
