// Every stored secret sealed by the secret box (decision 064), in one list, and the two sweeps
// over it: the start-up step that seals what an older version left in plain text (the only
// reader of legacy plaintext), and the rotation that re-wraps every data key under the current
// master key. Each sweep runs in one transaction and locks the rows it changes, so two instances
// starting together seal each value once; run again, it finds nothing to do.
import { constants, privateDecrypt } from 'node:crypto';
import { ENCRYPTED_PREFIX } from '@pavilion/contracts/auth';
import type { TDb } from '@/db/database.ts';
import { isSealed, type SecretBox } from './secret-box.ts';
import { keyRingOf, RSA_KEYS_SETTING } from './rsa-keys.service.ts';
import * as repo from './sealed-secrets.repo.ts';
import type { TSealedColumn } from './sealed-secrets.repo.ts';

/** Text columns holding one sealed secret each (null: none). */
export const SEALED_COLUMNS: readonly TSealedColumn[] = [
  { table: 'vendors_seamless', id: 'code', column: 'secret' },
  { table: 'vendors_seamless', id: 'code', column: 'previous_secret' },
  { table: 'identity_providers', id: 'id', column: 'client_secret_enc' },
  { table: 'operators', id: 'id', column: 'totp_secret' },
  { table: 'operators', id: 'id', column: 'totp_pending_secret' },
  { table: 'members', id: 'id', column: 'totp_secret' },
  // a Stripe deposit channel's keys (decision 080)
  { table: 'cashier_deposit_channels', id: 'id', column: 'secret_key' },
  { table: 'cashier_deposit_channels', id: 'id', column: 'webhook_secret' },
];

type TSweep = { column: string; changed: number };

async function sweepColumn(
  trx: TDb,
  c: TSealedColumn,
  pick: 'plain' | 'sealed',
  change: (value: string) => string,
): Promise<number> {
  let changed = 0;
  for (const row of await repo.lockColumnValues(trx, c, pick)) {
    const next = change(row.value);
    if (next !== row.value) {
      await repo.updateColumnValue(trx, c, row.id, next);
      changed++;
    }
  }
  return changed;
}

/**
 * Seals every legacy plaintext secret in place. A provider's client secret was stored as the
 * console's RSA ciphertext ("rsa:…"): it is decrypted with the (now sealed) private key first.
 * Answers how many values each column had to seal.
 */
export async function sealLegacySecrets(db: TDb, box: SecretBox): Promise<TSweep[]> {
  return db.transaction().execute(async (trx) => {
    const sweeps: TSweep[] = [];
    const rsa = await repo.lockRsaKeys(trx);
    let changedRsa = 0;
    if (rsa && !isSealed(rsa.pkcs8Pem)) {
      await repo.writeRsaKeys(trx, { ...rsa, pkcs8Pem: box.seal(rsa.pkcs8Pem) });
      changedRsa = 1;
    }
    sweeps.push({ column: `site_settings.${RSA_KEYS_SETTING}`, changed: changedRsa });
    const ring =
      rsa && keyRingOf(rsa.spkiBase64, isSealed(rsa.pkcs8Pem) ? box.open(rsa.pkcs8Pem) : rsa.pkcs8Pem);
    for (const c of SEALED_COLUMNS) {
      const changed = await sweepColumn(trx, c, 'plain', (value) => {
        if (c.table === 'identity_providers' && value.startsWith(ENCRYPTED_PREFIX)) {
          if (!ring) {
            throw new Error('an RSA-encrypted client secret is stored but the RSA key pair is missing');
          }
          const plain = privateDecrypt(
            { key: ring.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
            Buffer.from(value.slice(ENCRYPTED_PREFIX.length), 'base64'),
          ).toString('utf8');
          return box.seal(plain);
        }
        return box.seal(value);
      });
      sweeps.push({ column: `${c.table}.${c.column}`, changed });
    }
    return sweeps;
  });
}

/** Re-wraps the data key of every sealed value not wrapped by the current master key. */
export async function rewrapSecrets(db: TDb, box: SecretBox): Promise<TSweep[]> {
  return db.transaction().execute(async (trx) => {
    const sweeps: TSweep[] = [];
    const rsa = await repo.lockRsaKeys(trx);
    let changedRsa = 0;
    if (rsa && isSealed(rsa.pkcs8Pem) && !box.isCurrent(rsa.pkcs8Pem)) {
      await repo.writeRsaKeys(trx, { ...rsa, pkcs8Pem: box.rewrap(rsa.pkcs8Pem) });
      changedRsa = 1;
    }
    sweeps.push({ column: `site_settings.${RSA_KEYS_SETTING}`, changed: changedRsa });
    for (const c of SEALED_COLUMNS) {
      sweeps.push({
        column: `${c.table}.${c.column}`,
        changed: await sweepColumn(trx, c, 'sealed', (value) => box.rewrap(value)),
      });
    }
    return sweeps;
  });
}
