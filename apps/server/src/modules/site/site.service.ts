// Site configuration rules: the permission document, system status (maintenance → 1, region
// restricted → 2, else 0), flags, countries and the registration field configuration.
import { setAnalyticsTag } from '@/plugins/security.ts';
import { isIP } from 'node:net';
import type {
  TCountry,
  TFieldConfig,
  TMerchantConfig,
  TPermission,
  TWhitelabelNode,
} from '@pavilion/contracts/site';
import { ZFieldConfigSchema, flattenFlags } from '@pavilion/contracts/site';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { ipInCidr } from '@/shared/client-ip.ts';
import * as repo from './site.repo.ts';

export type TSystemStatusCode = 0 | 1 | 2;

type TMaintenance = { enabled: boolean; message: string };
type TRegisterSettings = TPermission['register'];

export const DEFAULT_SETTINGS = {
  maintenance: { enabled: false, message: '' } satisfies TMaintenance,
  register: {
    smsExpiryMinutes: 5,
    thirdPartyPhone: false,
    defaultDialingCode: '+855',
  } satisfies TRegisterSettings,
  merchant: {
    platform: 'WEB',
    merchantCode: 'PAVILION',
    lotteryType: 'LOTT',
    defaultLanguage: 'EN',
    supportedLanguages: ['EN', 'KM', 'CN'],
    currency: 'USD',
    currencySymbol: '$',
  } satisfies TMerchantConfig,
  customerService: [{ csType: 'LIVECHAT', csPosition: 'RIGHT', title: 'Live chat', path: '/help#contact' }],
  domainRoute: [] as { domain: string; route: string }[],
  resources: [] as TPermission['resources'],
  mainDomain: 'localhost',
  gtagId: '',
  imageCDNs: [] as string[],
  launchGameCDNs: [] as string[],
};

const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS);

async function loadSettings(db: TDb) {
  const stored = await repo.readSettings(db, SETTING_KEYS);
  const get = <K extends keyof typeof DEFAULT_SETTINGS>(key: K) =>
    (stored.get(key) ?? DEFAULT_SETTINGS[key]) as (typeof DEFAULT_SETTINGS)[K];
  return {
    maintenance: get('maintenance'),
    register: { ...DEFAULT_SETTINGS.register, ...get('register') },
    merchant: get('merchant'),
    customerService: get('customerService'),
    domainRoute: get('domainRoute'),
    resources: get('resources'),
    mainDomain: get('mainDomain'),
    gtagId: get('gtagId'),
    imageCDNs: get('imageCDNs'),
    launchGameCDNs: get('launchGameCDNs'),
  };
}

export async function getWhitelabelTree(db: TDb): Promise<TWhitelabelNode[]> {
  const rows = await repo.listFlags(db);
  const nodes = new Map<string, TWhitelabelNode>();
  for (const row of rows) {
    nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  }
  const roots: TWhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id)!;
    const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

export async function getFlags(db: TDb): Promise<Record<string, boolean>> {
  return flattenFlags(await getWhitelabelTree(db));
}

export async function isFlagOn(db: TDb, modId: string): Promise<boolean> {
  return (await getFlags(db))[modId] === true;
}

export async function requireFlag(db: TDb, modId: string): Promise<void> {
  if (!(await isFlagOn(db, modId))) {
    throw new AppError('FEATURE_DISABLED');
  }
}

export async function getRegisterSettings(db: TDb): Promise<TRegisterSettings> {
  return (await loadSettings(db)).register;
}

/** The site's own domains (spec: mainDomain, domainRoute): where links to it may point. */
export async function getSiteDomains(db: TDb): Promise<string[]> {
  const settings = await loadSettings(db);
  return [settings.mainDomain, ...settings.domainRoute.map((r) => r.domain)].filter(Boolean);
}

export async function getMerchantConfig(db: TDb): Promise<TMerchantConfig> {
  return (await loadSettings(db)).merchant;
}

export async function countryOf(db: TDb, ip: string): Promise<string | null> {
  return isIP(ip) ? repo.countryOfIp(db, ip) : null;
}

export async function isRegionRestricted(db: TDb, ip: string): Promise<boolean> {
  return restrictedBy(db, await repo.listRegionRules(db), ip);
}

async function restrictedBy(
  db: TDb,
  rules: { kind: string; value: string }[],
  ip: string,
  lookupCountry: (db: TDb, ip: string) => Promise<string | null> = countryOf,
): Promise<boolean> {
  if (rules.length === 0) {
    return false;
  }
  if (rules.some((r) => r.kind === 'ip_range' && ipInCidr(ip, r.value))) {
    return true;
  }
  const countryRules = rules.filter((r) => r.kind === 'country').map((r) => r.value.toUpperCase());
  if (countryRules.length === 0) {
    return false;
  }
  const country = await lookupCountry(db, ip);
  return country !== null && countryRules.includes(country.toUpperCase());
}

// The API checks the system status on every call, so the maintenance switch and the region rules
// are kept for a second; a change made through this process is seen at once (forgetSystemStatus),
// one made through another instance within STATUS_CACHE_MS.
const STATUS_CACHE_MS = 1000;
type TStatusSnapshot = {
  at: number;
  maintenance: boolean;
  rules: { kind: string; value: string }[];
  /** the country of each IP asked about while this snapshot lives (country rules need it per call) */
  countries: Map<string, Promise<string | null>>;
};
const statusCache = new WeakMap<TDb, Promise<TStatusSnapshot>>();

export function forgetSystemStatus(db: TDb): void {
  statusCache.delete(db);
}

async function statusSnapshot(db: TDb): Promise<TStatusSnapshot> {
  const cached = statusCache.get(db);
  if (cached && Date.now() - (await cached).at < STATUS_CACHE_MS) {
    return cached;
  }
  const fresh = Promise.all([loadSettings(db), repo.listRegionRules(db)]).then(([settings, rules]) => ({
    at: Date.now(),
    maintenance: settings.maintenance.enabled,
    rules,
    countries: new Map<string, Promise<string | null>>(),
  }));
  statusCache.set(db, fresh);
  fresh.catch(() => statusCache.delete(db));
  return fresh;
}

export async function getSystemStatus(db: TDb, ip: string): Promise<TSystemStatusCode> {
  const snapshot = await statusSnapshot(db);
  if (snapshot.maintenance) {
    return 1;
  }
  const cachedCountryOf = (d: TDb, address: string) => {
    let country = snapshot.countries.get(address);
    if (!country) {
      country = countryOf(d, address);
      snapshot.countries.set(address, country);
    }
    return country;
  };
  return (await restrictedBy(db, snapshot.rules, ip, cachedCountryOf)) ? 2 : 0;
}

/**
 * `thirdPartyPhone` tells the browser to verify phones with the third-party phone service (its
 * token instead of our SMS code): it follows the server's phone verifier (PHONE_VERIFICATION), the
 * only side that can check such a token, and falls back to the stored setting when not given.
 */
export async function getPermission(
  db: TDb,
  ip: string,
  opts: { thirdPartyPhone?: boolean } = {},
): Promise<TPermission> {
  const [settings, whitelabel, country, restricted] = await Promise.all([
    loadSettings(db),
    getWhitelabelTree(db),
    countryOf(db, ip),
    isRegionRestricted(db, ip),
  ]);
  const systemStatus: TSystemStatusCode = settings.maintenance.enabled ? 1 : restricted ? 2 : 0;
  return {
    customerService: settings.customerService,
    domainRoute: settings.domainRoute,
    resources: settings.resources,
    whitelabel,
    register: {
      ...settings.register,
      thirdPartyPhone: opts.thirdPartyPhone ?? settings.register.thirdPartyPhone,
    },
    mainDomain: settings.mainDomain,
    analytics: { gtagId: settings.gtagId },
    imageCDNs: settings.imageCDNs,
    launchGameCDNs: settings.launchGameCDNs,
    location: { ip, countryCode: country },
    maintenance: settings.maintenance,
    regionRestriction: { restricted },
    merchant: settings.merchant,
    systemStatus,
  };
}

export async function getCountries(db: TDb): Promise<TCountry[]> {
  const rows = await repo.listCountries(db);
  return rows.map((r) => ({
    countryCode: r.country_code,
    countryDialingCode: r.dialing_code,
    name: r.name,
    mobileMinDigits: r.mobile_min_digits,
    mobileMaxDigits: r.mobile_max_digits,
  }));
}

export async function getRegistrationConfig(db: TDb): Promise<TFieldConfig[]> {
  const rows = await repo.listRegistrationFields(db);
  return rows.map((r) =>
    ZFieldConfigSchema.parse({
      field: r.field,
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.accepted_pattern,
      patternId: r.pattern_id,
      minLength: r.min_length,
      maxLength: r.max_length,
    }),
  );
}

/** Validates a mobile number's digit count for its dialing code (spec §5: depends on region). */
export async function checkMobileForRegion(db: TDb, dialingCode: string, mobile: string): Promise<boolean> {
  const countries = await getCountries(db);
  const normalised = dialingCode.startsWith('+') ? dialingCode : `+${dialingCode}`;
  const country = countries.find((c) => c.countryDialingCode === normalised);
  if (!country || !/^[0-9]+$/.test(mobile)) {
    return false;
  }
  return mobile.length >= country.mobileMinDigits && mobile.length <= country.mobileMaxDigits;
}

export async function setMaintenance(db: TDb, enabled: boolean, message?: string): Promise<void> {
  const current = (await loadSettings(db)).maintenance;
  await repo.writeSetting(db, 'maintenance', { enabled, message: message ?? current.message });
  forgetSystemStatus(db);
}

export async function addRegionRule(db: TDb, kind: 'ip_range' | 'country', value: string) {
  const rule = await repo.insertRegionRule(db, kind, validateRegionRule(kind, value));
  forgetSystemStatus(db);
  return rule;
}

export async function removeRegionRule(db: TDb, id: number): Promise<void> {
  if (!(await repo.deleteRegionRule(db, id))) {
    throw new AppError('NOT_FOUND');
  }
  forgetSystemStatus(db);
}

export async function setFlag(db: TDb, modId: string, enabled: boolean): Promise<void> {
  if (!(await repo.setFlag(db, modId, enabled))) {
    throw new AppError('NOT_FOUND', { message: `Unknown flag ${modId}` });
  }
}

export async function updateSettings(
  db: TDb,
  patch: {
    register?: Partial<TRegisterSettings>;
    customerService?: TPermission['customerService'];
    mainDomain?: string;
    gtagId?: string;
  },
): Promise<void> {
  if (patch.register) {
    const current = (await loadSettings(db)).register;
    await repo.writeSetting(db, 'register', { ...current, ...patch.register });
  }
  if (patch.customerService) {
    await repo.writeSetting(db, 'customerService', patch.customerService);
  }
  if (patch.mainDomain !== undefined) {
    await repo.writeSetting(db, 'mainDomain', patch.mainDomain);
  }
  if (patch.gtagId !== undefined) {
    await repo.writeSetting(db, 'gtagId', patch.gtagId);
    // this instance's Content-Security-Policy follows at once; the others within their refresh
    setAnalyticsTag(patch.gtagId);
  }
}

export function validateRegionRule(kind: 'ip_range' | 'country', value: string): string {
  if (kind === 'country') {
    if (!/^[A-Za-z]{2}$/.test(value)) {
      throw new AppError('VALIDATION_FAILED', { fields: { value: 'country must be a two-letter code' } });
    }
    return value.toUpperCase();
  }
  const [base, bits] = value.split('/');
  const family = isIP(base ?? '');
  const max = family === 4 ? 32 : 128;
  if (!family || (bits !== undefined && !(/^[0-9]+$/.test(bits) && Number(bits) <= max))) {
    throw new AppError('VALIDATION_FAILED', { fields: { value: 'ip_range must be an IP or CIDR' } });
  }
  return bits === undefined ? `${base}/${max}` : value;
}
