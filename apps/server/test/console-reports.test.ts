// Console reports (issue 15, decision 045): each report's figures equal the ledger's postings of
// the same period, written here through the real paths (seamless bets, wins and rollbacks,
// deposits confirmed and withdrawals approved or rejected by an operator, bonus, salary and
// dividend postings), measured as the change from before so the seed's own rows do not matter;
// the CSV export equals the JSON pages (also across keyset pages) with money in major units, a
// currency column and a BOM; operators' manual adjustments have their report and count in the
// player P&L (issue 25); bad dates are REPORT_RANGE_INVALID.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorToPlain } from '@pavilion/contracts/amount-format';
import {
  REPORT_COLUMNS,
  REPORT_MONEY_COLUMNS,
  REPORT_NAMES,
  type TReportName,
} from '@pavilion/contracts/reports';
import { houseAccount, memberWallet, postTransaction } from '@/modules/wallet/ledger.service.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';
import { INHOUSE_VENDOR_CODE } from '@/modules/vendors/inhouse-vendor.ts';
import { reportCsv } from '@/modules/reports/reports.service.ts';
import { CSV_BOM, csvField } from '@/shared/csv.ts';
import { readyMember, requestId, reviewWithdrawal, withdraw } from './cashier-fixtures.ts';
import { agent, member } from './helpers/agent-settlement-fixtures.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { betBody, rollbackBody, seamlessCall, winBody, type TPlayer } from './helpers/seamless-client.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
const TODAY = today.toISOString().slice(0, 10);
type TRow = Record<string, string | number | null>;
type TPage = {
  rows: TRow[];
  pageNo: number;
  total: number;
  totalPages: number;
  totals: Record<string, number>;
};

async function page(name: TReportName, p = 1, pageSize = 200, from = TODAY, to = TODAY): Promise<TPage> {
  const res = await t.call({
    method: 'GET',
    url: `/api/admin/reports/${name}?from=${from}&to=${to}&page=${p}&pageSize=${pageSize}`,
    token: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function allRows(name: TReportName, pageSize = 200): Promise<TPage> {
  const first = await page(name, 1, pageSize);
  const rows = [...first.rows];
  for (let p = 2; p <= first.totalPages; p += 1) {
    rows.push(...(await page(name, p, pageSize)).rows);
  }
  return { ...first, rows };
}

/** Sum of today's postings of `kinds` on real members' wallets, optionally narrowed. */
async function ledger(kinds: string[], where: { memberId?: number; meta?: [string, string] } = {}) {
  const { rows } = await sql<{ s: string | number }>`select coalesce(sum(e.amount), 0) as s
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.purpose = 'wallet'
    join members m on m.id = a.member_id
    where m.type <> 4 and t.kind in (${sql.join(kinds)}) and t.created_at >= ${today}
      ${where.memberId ? sql`and a.member_id = ${where.memberId}` : sql``}
      ${where.meta ? sql`and t.meta->>${where.meta[0]} = ${where.meta[1]}` : sql``}`.execute(t.db);
  return Number(rows[0]!.s);
}

const find = (rows: TRow[], match: TRow) =>
  rows.find((r) => Object.entries(match).every(([k, v]) => r[k] === v));
const field = (rows: TRow[], match: TRow, key: string) => Number(find(rows, match)?.[key] ?? 0);

async function playerOf(memberId: number): Promise<TPlayer> {
  const { token, playerId } = await issueLaunchToken(t.db, {
    memberId,
    vendorCode: INHOUSE_VENDOR_CODE,
    nodeId: null,
  });
  return { memberId, playerId, token, sessionToken: '' };
}

/** A seamless bet of `amount` closed by a win of `win` (0: a loss) or by a rollback. */
async function play(p: TPlayer, amount: number, win: number | 'rollback') {
  const body = betBody(p, { amount });
  expect((await seamlessCall(t, 'bet', body)).statusCode).toBe(200);
  const closing =
    win === 'rollback'
      ? await seamlessCall(t, 'rollback', rollbackBody(p, body))
      : await seamlessCall(t, 'win', winBody(p, body, { amount: win }));
  expect(closing.statusCode).toBe(200);
}

let seq = 0;
async function credit(
  memberId: number,
  amount: number,
  kind: 'bonus' | 'salary' | 'dividend',
  from?: number,
) {
  seq += 1;
  const to = (await memberWallet(t.db, memberId)).accountId;
  const source = from ? (await memberWallet(t.db, from)).accountId : await houseAccount(t.db, 'bonus', seq);
  await postTransaction(t.db, {
    idempotencyKey: `reports-test-${kind}-${seq}`,
    kind,
    legs: [
      { accountId: to, amount },
      { accountId: source, amount: -amount },
    ],
    description: 'reports test',
  });
}

describe('[ADMIN] reports equal the ledger', () => {
  it('GGR by vendor, game type and game: stake, payout and GGR are the bet, win and rollback postings; NGR takes the bonuses', async () => {
    const bet = () => ledger(['bet']);
    const before = {
      bet: await bet(),
      win: await ledger(['win']),
      rollback: await ledger(['rollback']),
      bonus: await ledger(['bonus', 'rebate']),
      vendor: await allRows('ggr-vendor'),
      type: await allRows('ggr-game-type'),
      game: await allRows('ggr-game'),
    };
    const a = await playerOf((await readyMember(t, 50_000)).id);
    const b = await playerOf((await readyMember(t, 50_000)).id);
    await play(a, 100, 250);
    await play(a, 300, 0);
    await play(a, 50, 'rollback');
    await play(b, 1_000, 400);
    await credit(b.memberId, 70, 'bonus');

    const after = await allRows('ggr-vendor');
    const stake = -(await bet()) - (await ledger(['rollback'])) - (-before.bet - before.rollback);
    const payout = (await ledger(['win'])) - before.win;
    expect([stake, payout]).toEqual([1_400, 650]);
    const delta = (k: string) => after.totals[k]! - before.vendor.totals[k]!;
    expect({
      bets: delta('bets'),
      stake: delta('stake'),
      payout: delta('payout'),
      ggr: delta('ggr'),
      bonuses: delta('bonuses'),
      ngr: delta('ngr'),
    }).toEqual({
      bets: 3,
      stake,
      payout,
      ggr: stake - payout,
      bonuses: (await ledger(['bonus', 'rebate'])) - before.bonus,
      ngr: stake - payout - 70,
    });
    // the rows carry the same change under their keys (the in-house bets: vendor INHOUSE, type OTHER, game slot-1)
    const vendor = { day: TODAY, vendor: INHOUSE_VENDOR_CODE };
    const allVendor = after;
    expect(field(allVendor.rows, vendor, 'ggr') - field(before.vendor.rows, vendor, 'ggr')).toBe(
      stake - payout,
    );
    expect(field(allVendor.rows, vendor, 'stake') - field(before.vendor.rows, vendor, 'stake')).toBe(stake);
    const type = { day: TODAY, gameType: 'OTHER' };
    expect(
      field((await allRows('ggr-game-type')).rows, type, 'ggr') - field(before.type.rows, type, 'ggr'),
    ).toBe(stake - payout);
    const game = { day: TODAY, vendor: INHOUSE_VENDOR_CODE, gameCode: 'slot-1' };
    expect(
      field((await allRows('ggr-game')).rows, game, 'payout') - field(before.game.rows, game, 'payout'),
    ).toBe(payout);
    // every page's rows add up to the totals
    for (const name of ['ggr-vendor', 'ggr-game-type', 'ggr-game'] as const) {
      const all = await allRows(name, 3);
      expect(all.rows.reduce((s, r) => s + Number(r.ggr), 0)).toBe(all.totals.ggr);
    }
  });

  it('deposits by channel and withdrawals by bank are the deposit and withdrawal postings', async () => {
    const channel = await t.db
      .selectFrom('cashier_deposit_channels')
      .select('name')
      .where('id', '=', 'bank')
      .executeTakeFirstOrThrow();
    const deposits = () => ledger(['deposit'], { meta: ['channelId', 'bank'] });
    const before = {
      deposits: await deposits(),
      withdrawals: await ledger(['withdrawal']),
      report: await allRows('cash-channels'),
    };
    const m = await readyMember(t, 100_000);
    for (const amount of [30_000, 45_000]) {
      const d = (
        await t.call({
          method: 'POST',
          url: '/api/cashier/deposits',
          token: m.token,
          payload: { requestId: requestId(), channelId: 'bank', amount, reference: 'FT-REPORT' },
        })
      ).json() as { id: string };
      expect(
        (await t.call({ method: 'POST', url: `/api/admin/cashier/deposits/${d.id}/confirm`, token: admin }))
          .statusCode,
      ).toBe(200);
    }
    for (const [amount, action] of [
      [20_000, 'approve'],
      [15_000, 'reject'],
      [5_000, 'approve'],
    ] as const) {
      const w = (await withdraw(t, m, amount)).json() as { id: string };
      expect((await reviewWithdrawal(t, admin, w.id, action)).statusCode).toBe(200);
    }
    const after = await allRows('cash-channels');
    const dep = { day: TODAY, direction: 'deposit', channel: channel.name };
    const wd = { day: TODAY, direction: 'withdrawal', channel: 'ACLEDA Bank' };
    const depositPostings = (await deposits()) - before.deposits;
    const withdrawalPostings = (await ledger(['withdrawal'])) - before.withdrawals;
    expect([depositPostings, withdrawalPostings]).toEqual([75_000, -25_000]);
    expect(field(after.rows, dep, 'amount') - field(before.report.rows, dep, 'amount')).toBe(depositPostings);
    expect(field(after.rows, dep, 'count') - field(before.report.rows, dep, 'count')).toBe(2);
    expect(field(after.rows, wd, 'amount') - field(before.report.rows, wd, 'amount')).toBe(
      -withdrawalPostings,
    );
    expect(after.totals.net! - before.report.totals.net!).toBe(depositPostings + withdrawalPostings);

    // the member's P&L row is its own postings: deposits, withdrawals, bets and wins
    const p = await playerOf(m.id);
    await play(p, 2_000, 3_500);
    await play(p, 700, 0);
    await credit(m.id, 90, 'bonus');
    const pnl = await allRows('player-pnl');
    const row = find(pnl.rows, { memberId: m.id });
    expect(row).toEqual({
      memberId: m.id,
      account: m.account,
      bets: 2,
      stake: 2_700,
      payout: 3_500,
      profit: await ledger(['bet', 'win', 'rollback'], { memberId: m.id }),
      bonuses: await ledger(['bonus', 'rebate'], { memberId: m.id }),
      deposits: await ledger(['deposit'], { memberId: m.id }),
      withdrawals: -(await ledger(['withdrawal'], { memberId: m.id })),
      // the member's opening balance is an 'adjustment' posting too, but no operator's
      adjustments: 0,
    });
    expect(row!.profit).toBe(800);
  });

  it("agent income is each agent's salary and dividend postings, either sign", async () => {
    const boss = await agent(t.db);
    const sub = await agent(t.db, boss);
    await credit(boss, 500, 'salary');
    await credit(boss, 300, 'dividend');
    await credit(sub, 120, 'salary', boss);
    const rows = (await allRows('agent-income')).rows;
    for (const [id, net] of [
      [boss, 680],
      [sub, 120],
    ] as const) {
      const row = find(rows, { agentId: id })!;
      expect(row.net).toBe(net);
      expect(row.salary).toBe(await ledger(['salary'], { memberId: id }));
      expect(row.dividend).toBe(await ledger(['dividend'], { memberId: id }));
    }
    expect(find(rows, { agentId: boss })!.postings).toBe(3);
  });
});

/** An operator's adjustment through the console's route. */
async function adjust(token: string, account: string, amount: number, reason: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/admin/wallet/adjustments',
    token,
    payload: { account, amount, reason, requestId: requestId() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { transactionId: string };
}

describe('[ADMIN] manual adjustments report', () => {
  it('lists each operator credit and debit with operator, member, amount, reason and time; totals and P&L count them', async () => {
    const finance = await createOperator(t, 'finance');
    const token = await operatorToken(t, finance);
    const m = await member(t.db, { balance: 10_000 });
    const { account } = await t.db
      .selectFrom('members')
      .select('account')
      .where('id', '=', m)
      .executeTakeFirstOrThrow();
    const before = await page('manual-adjustments');
    const pnlBefore = await page('player-pnl');
    const credit1 = await adjust(token, account, 2_500, 'Goodwill credit, ticket #12');
    const debit = await adjust(token, account, -700, '=HYPERLINK("x") wrong credit reversed');
    // an opening balance and demo funding share the kind but are no operator's adjustment
    await member(t.db, { balance: 5_000 });
    const after = await page('manual-adjustments');
    expect(after.total).toBe(before.total + 2);
    expect(after.totals).toEqual({
      count: before.totals.count! + 2,
      credits: before.totals.credits! + 2_500,
      debits: before.totals.debits! + 700,
      net: before.totals.net! + 1_800,
    });
    const mine = after.rows.filter((r) => r.account === account);
    expect(mine).toEqual([
      {
        transactionId: credit1.transactionId,
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        operator: finance.username,
        account,
        amount: 2_500,
        reason: 'Goodwill credit, ticket #12',
      },
      expect.objectContaining({
        transactionId: debit.transactionId,
        operator: finance.username,
        amount: -700,
      }),
    ]);
    const pnl = await page('player-pnl');
    expect(field(pnl.rows, { memberId: m }, 'adjustments')).toBe(1_800);
    expect(pnl.totals.adjustments).toBe(pnlBefore.totals.adjustments! + 1_800);

    const csv = await t.call({
      method: 'GET',
      url: `/api/admin/reports/manual-adjustments.csv?from=${TODAY}&to=${TODAY}`,
      token: admin,
    });
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(`${CSV_BOM}time,transactionId,operator,account,amount,reason,currency`);
    const debitLine = lines.find((l) => l.includes(`,${debit.transactionId},`))!;
    expect(debitLine.endsWith(`,${account},-7.00,"'=HYPERLINK(""x"") wrong credit reversed",USD`)).toBe(true);
    expect(lines.find((l) => l.includes(`,${credit1.transactionId},`))).toContain(
      `,${finance.username},${account},25.00,"Goodwill credit, ticket #12",USD`,
    );
  });
});

describe('[ADMIN] report CSV', () => {
  const parse = (body: string) => body.replace(CSV_BOM, '').split('\r\n').filter(Boolean);
  const cell = (c: string, v: unknown) =>
    csvField(REPORT_MONEY_COLUMNS.has(c) && typeof v === 'number' ? minorToPlain(v) : v);

  it('equals the JSON rows, header first, for every report', async () => {
    const trial = await member(t.db, { type: 4, balance: 1_000 });
    await credit(trial, 10, 'bonus'); // a trial member's money counts nowhere
    for (const name of REPORT_NAMES) {
      const res = await t.call({
        method: 'GET',
        url: `/api/admin/reports/${name}.csv?from=${TODAY}&to=${TODAY}`,
        token: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}_${TODAY}_${TODAY}.csv"`);
      const lines = parse(res.body);
      const columns = REPORT_COLUMNS[name] as readonly string[];
      expect(res.body.startsWith(CSV_BOM)).toBe(true);
      expect(lines[0]).toBe([...columns, 'currency'].join(','));
      const json = await allRows(name);
      expect(lines.slice(1)).toEqual(
        json.rows.map((r) => [...columns.map((c) => cell(c, r[c])), 'USD'].join(',')),
      );
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.some((l) => l.includes(`,${trial},`) || l.startsWith(`${trial},`))).toBe(false);
    }
  });

  it('reads keyset pages a day at a time: pages of two rows give the same lines as one read, over two days', async () => {
    const yesterday = new Date(today.getTime() - DAY_MS);
    const m = await member(t.db);
    for (const [amount, game] of [
      [100, 'g1'],
      [200, 'g2'],
      [300, 'g3'],
    ] as const) {
      const at = new Date(yesterday.getTime() + amount * 1000);
      await sql`insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type, amount, status, placed_at, settled_at)
        values ('TEST', ${`rep-${m}-${game}`}, ${m}, ${game}, ${game}, 'slot', ${amount}, 'settled', ${at}, ${at})`.execute(
        t.db,
      );
    }
    const from = yesterday.toISOString().slice(0, 10);
    for (const name of REPORT_NAMES) {
      const read = async (pageRows: number) => {
        let text = '';
        for await (const chunk of reportCsv(t.db, name, { from, to: TODAY }, pageRows).lines) {
          text += chunk;
        }
        return text;
      };
      const paged = await read(2);
      expect(paged).toBe(await read(10_000));
      if (name === 'ggr-game') {
        expect(paged.split('\r\n').filter((l) => l.startsWith(`${from},TEST,`))).toEqual([
          `${from},TEST,g1,1,1.00,0.00,1.00,USD`,
          `${from},TEST,g2,1,2.00,0.00,2.00,USD`,
          `${from},TEST,g3,1,3.00,0.00,3.00,USD`,
        ]);
      }
    }
  });
});

describe('[ADMIN] report errors and access', () => {
  const code = async (url: string, token = admin) => {
    const res = await t.call({ method: 'GET', url, token });
    return [res.statusCode, errorCode(res)];
  };

  it('a day that does not exist, a reversed range or one over 367 days is REPORT_RANGE_INVALID, JSON and CSV', async () => {
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2025-01-01&to=2026-01-03',
    ]) {
      expect(await code(`/api/admin/reports/ggr-vendor?${query}`)).toEqual([400, 'REPORT_RANGE_INVALID']);
      expect(await code(`/api/admin/reports/player-pnl.csv?${query}`)).toEqual([400, 'REPORT_RANGE_INVALID']);
    }
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/api/admin/reports/ggr-vendor?from=2024-01-01&to=2025-01-01',
          token: admin,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a malformed or missing date is VALIDATION_FAILED', async () => {
    expect(await code('/api/admin/reports/cash-channels?from=2026-1-1&to=2026-01-02')).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect(await code('/api/admin/reports/cash-channels.csv?from=2026-01-01')).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
  });

  it('is reports.read: finance reads and exports, support is refused', async () => {
    const finance = await operatorToken(t, await createOperator(t, 'finance'));
    const support = await operatorToken(t, await createOperator(t, 'support'));
    const url = `/api/admin/reports/agent-income.csv?from=${TODAY}&to=${TODAY}`;
    expect((await t.call({ method: 'GET', url, token: finance })).statusCode).toBe(200);
    expect(await code(url, support)).toEqual([403, 'FORBIDDEN']);
    expect(await code(`/api/admin/reports/ggr-game?from=${TODAY}&to=${TODAY}`, support)).toEqual([
      403,
      'FORBIDDEN',
    ]);
  });
});
