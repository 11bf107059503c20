// The shared line icon of each menu code and game category (same pictures as the rest of the app).
import { Icon, type TIconName } from '@/shared/ui/icon';
import type { TNavCode } from '../lib/nav-items';

const ICONS: Record<TNavCode, TIconName> = {
  HOME: 'home',
  HOT: 'flame',
  FAVORITE: 'star',
  PROMOTIONS: 'gift',
  ELOTT: 'ticket',
  LOTT: 'balls',
  LIVE: 'video',
  SPORTS: 'ball',
  FISH: 'fish',
  RNG: 'slot',
  PVP: 'cards',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'rooster',
  BINGO: 'grid',
  BGS: 'dice',
};

export function CategoryIcon({
  code,
  className,
  size = 20,
}: {
  code: TNavCode;
  className?: string;
  size?: number;
}) {
  return <Icon name={ICONS[code]} className={className} size={size} />;
}
