// The agent centre's pages (spec §2.8) in menu order, each with the site flag that switches it
// on. Salary and dividend pages follow their contract flags (DIVIDEND, DAYSAL, HOURSAL3,
// RTSALARY3) AND the consolidated contract info (the agent holds, may offer or must answer a
// contract of that kind; decision 025); the report pages follow their whitelabel modules.
import type { TContractKind } from '@pavilion/contracts/agent-contracts';
import type { TFlagId } from '@pavilion/contracts/site';
import type { TIconName } from '@/shared/ui/icon';

export const AGENT_PAGES = [
  { key: 'agentTeamOverview', icon: 'users' },
  { key: 'deposit', icon: 'wallet' },
  { key: 'withdraw', icon: 'cashOut' },
  { key: 'agentAnnouncement', icon: 'mail', flag: 'AGENTANNOUNCE3' },
  { key: 'registerCenter', icon: 'user', flag: 'REGCEN' },
  { key: 'downlineManagmentView', icon: 'users', flag: 'DOWNMAN' },
  { key: 'personalHistoryCopy', icon: 'receipt', flag: 'TRANSBETREPMEM3' },
  { key: 'palStatementsAgentCopy', icon: 'chart', flag: 'AGETEAMPNL3' },
  { key: 'agentRevenueReport', icon: 'coins', flag: 'AGEREV3' },
  { key: 'agentDownlineTransactionDetailsCopy', icon: 'transfer', flag: 'AGEDOWNTRANS3' },
  { key: 'agentDividendRecordCopy2', icon: 'percent', flag: 'DIVIDEND', contract: 'dividend' },
  { key: 'agentDailyWages2', icon: 'doc', flag: 'DAYSAL', contract: 'daily' },
  { key: 'agentHourSalary', icon: 'doc', flag: 'HOURSAL3', contract: 'hourly' },
  { key: 'agentRealtimeSalary', icon: 'doc', flag: 'RTSALARY3', contract: 'realtime' },
  { key: 'messages', icon: 'mail' },
  { key: 'customerService', icon: 'chat' },
] as const satisfies readonly { key: string; icon: TIconName; flag?: TFlagId; contract?: TContractKind }[];

export type TAgentPage = (typeof AGENT_PAGES)[number];
export type TAgentPageKey = TAgentPage['key'];
export const DEFAULT_AGENT_PAGE: TAgentPageKey = 'agentTeamOverview';

/** Which contract kinds' pages apply to this agent (from the consolidated contract info). */
export type TContractMenus = Partial<Record<TContractKind, boolean>>;

/** The pages whose flag is on; a contract page also needs its kind in `contracts` (none until loaded). */
export function visibleAgentPages(
  flags: Record<string, boolean>,
  contracts: TContractMenus = {},
): TAgentPage[] {
  return AGENT_PAGES.filter(
    (p) =>
      (!('flag' in p) || flags[p.flag] === true) && (!('contract' in p) || contracts[p.contract] === true),
  );
}

/** The contract kind of a page key, or null for the other pages. */
export function contractKindOfPage(key: string | null): TContractKind | null {
  const page = AGENT_PAGES.find((p) => p.key === key);
  return page && 'contract' in page ? page.contract : null;
}

/** The page to show for a ?page= value: the default when it is unknown or switched off. */
export function resolveAgentPage(requested: string | null, visible: TAgentPage[]): TAgentPageKey {
  return visible.find((p) => p.key === requested)?.key ?? DEFAULT_AGENT_PAGE;
}

/** The menu entry of a page key. */
export function agentPage(key: TAgentPageKey): TAgentPage {
  const page = AGENT_PAGES.find((p) => p.key === key);
  if (!page) {
    throw new Error(`unknown agent page ${key}`);
  }
  return page;
}
