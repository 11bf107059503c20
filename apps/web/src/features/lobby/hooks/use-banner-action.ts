// What a banner click does by its linkage type (spec §3 banner item): an in-app route, an
// outside page in a new tab, a game launch, or nothing.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TBanner } from '@pavilion/contracts/content';
import { useLaunchGame } from './use-launch-game';

export function useBannerAction() {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  return useCallback(
    (banner: TBanner) => {
      const link = banner.link ?? '';
      switch (banner.linkageType) {
        case 'ROUTE':
          if (link.startsWith('/') && !link.startsWith('//')) {
            void navigate(link);
          }
          break;
        case 'URL':
          if (/^https:\/\//i.test(link)) {
            window.open(link, '_blank', 'noopener,noreferrer');
          }
          break;
        case 'GAME': {
          const nodeId = Number(link);
          if (Number.isInteger(nodeId) && nodeId > 0) {
            void launch({ nodeId });
          }
          break;
        }
        case 'NONE':
          break;
      }
    },
    [launch, navigate],
  );
}
