import { describe, expect, it } from 'vitest';
import { AGENT_PAGES, resolveAgentPage, visibleAgentPages } from './agent-menu';

const allOn = Object.fromEntries(AGENT_PAGES.flatMap((p) => ('flag' in p ? [[p.flag, true]] : [])));

describe('agent menu', () => {
  it('lists every page of spec §2.8 with all flags on, team overview first', () => {
    const keys = visibleAgentPages(allOn).map((p) => p.key);
    expect(keys).toHaveLength(16);
    expect(keys[0]).toBe('agentTeamOverview');
  });
  it('hides salary and dividend pages whose flags are off', () => {
    const keys = visibleAgentPages({
      ...allOn,
      DIVIDEND: false,
      DAYSAL: false,
      HOURSAL3: false,
      RTSALARY3: false,
    }).map((p) => p.key);
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
});
