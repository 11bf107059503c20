import { describe, expect, it } from 'vitest';
import { AGENT_PAGES, contractKindOfPage, resolveAgentPage, visibleAgentPages } from './agent-menu';

const allOn = Object.fromEntries(AGENT_PAGES.flatMap((p) => ('flag' in p ? [[p.flag, true]] : [])));
const allContracts = { dividend: true, daily: true, hourly: true, realtime: true };

describe('agent menu', () => {
  it('lists every page of spec §2.8 with all flags on, team overview first', () => {
    const keys = visibleAgentPages(allOn, allContracts).map((p) => p.key);
    expect(keys).toHaveLength(16);
    expect(keys[0]).toBe('agentTeamOverview');
  });
  it('hides salary and dividend pages whose flags are off', () => {
    const keys = visibleAgentPages(
      {
        ...allOn,
        DIVIDEND: false,
        DAYSAL: false,
        HOURSAL3: false,
        RTSALARY3: false,
      },
      allContracts,
    ).map((p) => p.key);
    expect(keys).not.toContain('agentDividendRecordCopy2');
    expect(keys).not.toContain('agentDailyWages2');
    expect(keys).not.toContain('agentHourSalary');
    expect(keys).not.toContain('agentRealtimeSalary');
    expect(keys).toContain('deposit');
  });
  it('falls back to team overview for unknown or hidden pages', () => {
    const visible = visibleAgentPages({});
    expect(resolveAgentPage('agentHourSalary', visible)).toBe('agentTeamOverview');
    expect(resolveAgentPage('nonsense', visible)).toBe('agentTeamOverview');
    expect(resolveAgentPage(null, visible)).toBe('agentTeamOverview');
    expect(resolveAgentPage('withdraw', visible)).toBe('withdraw');
  });
  it('shows a contract page only when its flag is on AND the consolidated info has its kind', () => {
    const keys = (contracts: Record<string, boolean>, flags = allOn) =>
      visibleAgentPages(flags, contracts).map((p) => p.key);
    expect(keys({})).not.toContain('agentDailyWages2');
    expect(keys({ daily: true })).toContain('agentDailyWages2');
    expect(keys({ daily: true })).not.toContain('agentHourSalary');
    expect(keys({ daily: true }, { ...allOn, DAYSAL: false })).not.toContain('agentDailyWages2');
    expect(keys({ daily: false, hourly: true, realtime: true, dividend: true })).toEqual(
      expect.arrayContaining(['agentHourSalary', 'agentRealtimeSalary', 'agentDividendRecordCopy2']),
    );
    expect(contractKindOfPage('agentRealtimeSalary')).toBe('realtime');
    expect(contractKindOfPage('deposit')).toBeNull();
    expect(contractKindOfPage(null)).toBeNull();
  });
});
