// `npm run secrets:rotate` (decision 064): re-wraps the data key of every sealed secret under the
// current master key. Set SECRETS_KEY to the new key and SECRETS_KEY_PREVIOUS to the old one, run
// this once against the stopped site's database (PGlite allows one process), then start the site
// with the new SECRETS_KEY; SECRETS_KEY_PREVIOUS can go once this has reported.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@/config.ts';
import { createDb } from '@/db/database.ts';
import { rewrapSecrets } from '@/modules/crypto/sealed-secrets.service.ts';
import { installSecretBox } from '@/modules/crypto/secret-box.ts';
import { secretBoxFor } from '@/modules/crypto/secrets-key.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.SECRETS_KEY || !config.SECRETS_KEY_PREVIOUS) {
    throw new Error(
      'secrets:rotate needs SECRETS_KEY (the new master key) and SECRETS_KEY_PREVIOUS (the one in use until now; ' +
        `for the demo's generated key, the content of ${config.SECRETS_KEY_FILE})`,
    );
  }
  const box = secretBoxFor(config);
  installSecretBox(box);
  const db = await createDb(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
      : { kind: 'pglite', dir: path.resolve(repoRoot, config.PGLITE_DIR) },
  );
  try {
    const sweeps = await rewrapSecrets(db, box);
    const total = sweeps.reduce((n, s) => n + s.changed, 0);
    console.log(
      `Re-wrapped ${total} sealed secret(s) under master key ${box.keyId}: ` +
        sweeps.map((s) => `${s.column} ${s.changed}`).join(', '),
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
