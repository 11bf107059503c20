// Crash test (PostgreSQL only): the real server runs as a child process, a few vendor clients fire
// signed bet + win rounds over HTTP, the server is killed with SIGKILL mid-load and restarted.
// Every acknowledged (HTTP 200) operation must be in the ledger, vendor retries of the
// unacknowledged ones must apply at most once, and the ledger invariants must hold.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type TDb } from '@/db/database.ts';
import { insertMemberWithWallet } from '@/modules/members/members.repo.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { TEST_SECRETS_KEY, testConfig } from '@/config.ts';
import { installSecretBox } from '@/modules/crypto/secret-box.ts';
import { secretBoxFor } from '@/modules/crypto/secrets-key.ts';
import { ledgerViolations, seamlessFetch, vid, walletBalance } from './helpers/seamless-client.ts';
import { freshDatabase } from './helpers/fresh-database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECRET = randomBytes(32).toString('hex');
const CLIENTS = 4;
const OPENING = 1_000_000;

type TOp = { op: 'bet' | 'win'; body: Record<string, unknown>; acked: boolean };

function startServer(env: Record<string, string>): ChildProcess {
  // From apps/server, so tsx picks up its tsconfig (the @/ import alias).
  return spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'apps/server'),
    // the test's master key: the child seals and opens what this process writes and reads
    env: { ...process.env, SECRETS_KEY: TEST_SECRETS_KEY, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function waitReady(baseUrl: string, server: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && server.exitCode === null) {
    try {
      const res = await fetch(`${baseUrl}/api/site/status`);
      if (res.status < 500) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

describe.skipIf(!process.env.DATABASE_URL)('[SEAMLESS] crash in the middle of a bet load', () => {
  let child: ChildProcess | null = null;
  let db: TDb | null = null;
  let drop: (() => Promise<void>) | null = null;

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGKILL');
    }
    await db?.destroy();
    await drop?.();
  });

  it(
    'keeps every acknowledged round and the ledger invariants across SIGKILL and restart',
    { timeout: 240_000 },
    async () => {
      const target = await freshDatabase(process.env.DATABASE_URL!, 'pavilion_crash');
      drop = target.drop;
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      const baseUrl = `http://127.0.0.1:${port}`;
      const env = {
        DATABASE_URL: target.url,
        PORT: String(port),
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        SEED_DEMO: 'false',
        INHOUSE_VENDOR_SECRET: SECRET,
      };

      child = startServer(env);
      await waitReady(baseUrl, child);
      db = await createDb({ kind: 'postgres', url: target.url });
      const config = testConfig();
      // this process reads the vendor's sealed secret with the child's (test) master key
      installSecretBox(secretBoxFor(config));
      const players: { memberId: number; playerId: string; token: string; ops: TOp[] }[] = [];
      for (let i = 0; i < CLIENTS; i += 1) {
        const m = await insertMemberWithWallet(
          db,
          { account: `crash${i}`, nickname: `crash${i}`, type: 0, password_hash: 'x' },
          { balance: OPENING, currency: 'USD' },
        );
        await createSession(db, config, { kind: 'member', memberId: m.id, ip: '10.0.0.1' });
        const launch = await issueLaunchToken(db, { memberId: m.id, vendorCode: 'INHOUSE', nodeId: null });
        players.push({ memberId: m.id, ...launch, ops: [] as TOp[] });
      }

      let killed = false;
      const send = async (op: TOp) => {
        try {
          const res = await seamlessFetch(baseUrl, SECRET, op.op, op.body);
          op.acked = res.status === 200;
        } catch {
          op.acked = false;
        }
        return op.acked;
      };
      const client = async (p: (typeof players)[number]) => {
        while (!killed) {
          const bet: TOp = {
            op: 'bet',
            acked: false,
            body: {
              requestId: vid('q'),
              playerId: p.playerId,
              token: p.token,
              transactionId: vid('b'),
              roundId: vid('r'),
              gameCode: 'crash',
              amount: 10 + (p.ops.length % 7),
            },
          };
          p.ops.push(bet);
          if (!(await send(bet))) {
            continue;
          }
          const win: TOp = {
            op: 'win',
            acked: false,
            body: {
              requestId: vid('q'),
              playerId: p.playerId,
              transactionId: vid('w'),
              betTransactionId: bet.body.transactionId,
              roundId: bet.body.roundId,
              amount: p.ops.length % 3 === 0 ? 25 : 0,
            },
          };
          p.ops.push(win);
          await send(win);
        }
      };
      const load = Promise.all(players.map(client));
      await new Promise((r) => setTimeout(r, 2_500));
      killed = true;
      process.kill(-child.pid!, 'SIGKILL');
      await load;
      const acked = players.flatMap((p) => p.ops.filter((o) => o.acked));
      expect(acked.length).toBeGreaterThan(20);
      console.info(
        `crash test: ${acked.length} operations acknowledged before SIGKILL, ${players.flatMap((p) => p.ops).length - acked.length} in flight`,
      );

      // Every acknowledged operation survived the kill.
      for (const op of acked) {
        const txId = String(op.body.transactionId);
        const row = await db
          .selectFrom('seamless_transactions')
          .select('op')
          .where('vendor_code', '=', 'INHOUSE')
          .where('vendor_tx_id', '=', txId)
          .executeTakeFirst();
        expect(row?.op, `${op.op} ${txId}`).toBe(op.op);
        if (op.op === 'bet' || Number(op.body.amount) > 0) {
          const posted = await db
            .selectFrom('ledger_transactions')
            .select('kind')
            .where('idempotency_key', '=', `seamless:INHOUSE:${txId}`)
            .executeTakeFirst();
          expect(posted?.kind, `ledger posting of ${txId}`).toBe(op.op);
        }
      }
      expect(await ledgerViolations(db)).toEqual([]);

      // Restart; the vendors retry what was never acknowledged: each applies at most once.
      child = startServer(env);
      await waitReady(baseUrl, child);
      for (const p of players) {
        for (const op of p.ops.filter((o) => !o.acked)) {
          await send(op);
        }
        for (const op of p.ops) {
          expect(op.acked, `${op.op} ${String(op.body.transactionId)} after retry`).toBe(true);
        }
        const staked = p.ops.filter((o) => o.op === 'bet').reduce((s, o) => s + Number(o.body.amount), 0);
        const won = p.ops.filter((o) => o.op === 'win').reduce((s, o) => s + Number(o.body.amount), 0);
        expect(await walletBalance(db, p.memberId)).toBe(OPENING - staked + won);
      }
      expect(await ledgerViolations(db)).toEqual([]);
    },
  );
});
