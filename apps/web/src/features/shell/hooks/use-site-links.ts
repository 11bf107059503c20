// Links that come from the site configuration (spec §3 permission): customer-service channels,
// app download addresses and social networks. Nothing here is invented: unconfigured links are
// left out, and the download QR codes fall back to this site's own download page.
import type { TPermission } from '@pavilion/contracts/site';
import { usePermission } from '@/shared/site/use-permission';

export type TCustomerService = TPermission['customerService'][number];
export type TAppPlatform = 'ios' | 'iosLite' | 'android';
export type TDownloadLink = { platform: TAppPlatform; url: string; configured: boolean };
export type TSocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube' | 'telegram' | 'tiktok' | 'whatsapp';
export type TSocialLink = { network: TSocialNetwork; url: string; label: string };

const APP_RESOURCE: Record<TAppPlatform, string> = {
  ios: 'APP_IOS',
  iosLite: 'APP_IOS_LITE',
  android: 'APP_ANDROID',
};
export const SOCIAL_NETWORKS: TSocialNetwork[] = [
  'facebook',
  'instagram',
  'x',
  'youtube',
  'telegram',
  'tiktok',
  'whatsapp',
];

export function isExternal(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path);
}

export function useCustomerService(): {
  liveChat: TCustomerService | undefined;
  channels: TCustomerService[];
  all: TCustomerService[];
} {
  const { data } = usePermission();
  const all = data?.customerService ?? [];
  const liveChat = all.find((cs) => cs.csType.toUpperCase() === 'LIVECHAT') ?? all[0];
  return { liveChat, channels: all.filter((cs) => cs !== liveChat).slice(0, 2), all };
}

export function useDownloadLinks(): TDownloadLink[] {
  const { data } = usePermission();
  const resources = data?.resources ?? [];
  return (Object.keys(APP_RESOURCE) as TAppPlatform[]).map((platform) => {
    const url = resources.find((r) => r.resourceType.toUpperCase() === APP_RESOURCE[platform])?.url;
    return url
      ? { platform, url, configured: true }
      : { platform, url: `${window.location.origin}/download?platform=${platform}`, configured: false };
  });
}

export function useSocialLinks(): TSocialLink[] {
  const { data } = usePermission();
  const resources = data?.resources ?? [];
  return SOCIAL_NETWORKS.flatMap((network) => {
    const resource = resources.find(
      (r) => r.resourceType.toUpperCase() === `SOCIAL_${network.toUpperCase()}`,
    );
    return resource?.url ? [{ network, url: resource.url, label: resource.labelNameEn || network }] : [];
  });
}
