// Where the master key of secrets at rest comes from (decision 064): SECRETS_KEY, or, in the
// embedded demo, a key generated once into a file next to the PGlite data (mode 0600). A
// production deployment must set SECRETS_KEY (config.ts refuses to start without it).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TConfig } from '@/config.ts';
import { parseMasterKey, SecretBox } from './secret-box.ts';

/** The box of a config that carries its key (main.ts resolves a missing one first). */
export function secretBoxFor(config: {
  SECRETS_KEY?: string | undefined;
  SECRETS_KEY_PREVIOUS?: string | undefined;
}): SecretBox {
  if (!config.SECRETS_KEY) {
    throw new Error('SECRETS_KEY is not set (main.ts generates the demo key file when it is missing)');
  }
  return new SecretBox(
    parseMasterKey(config.SECRETS_KEY),
    config.SECRETS_KEY_PREVIOUS ? parseMasterKey(config.SECRETS_KEY_PREVIOUS) : null,
  );
}

/** Reads the demo's key file, creating it (0600) the first time; `created` says which. */
export function loadOrCreateKeyFile(file: string): { key: string; created: boolean } {
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    parseMasterKey(key);
    return { key, created: false };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64');
  // 'wx': two processes starting at once never overwrite each other's key
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return loadOrCreateKeyFile(file);
    }
    throw error;
  }
  chmodSync(file, 0o600);
  return { key, created: true };
}

/**
 * The config with SECRETS_KEY filled in: as given, or from the demo's key file (a message says
 * which file, and whether it was just created).
 */
export function withSecretsKey(config: TConfig, keyFile: string, say: (line: string) => void): TConfig {
  if (config.SECRETS_KEY) {
    return config;
  }
  const { key, created } = loadOrCreateKeyFile(keyFile);
  say(
    created
      ? `SECRETS_KEY is not set: generated a master key for secrets at rest into ${keyFile} (mode 0600). Keep it with the data; set SECRETS_KEY in production.`
      : `SECRETS_KEY is not set: using the master key in ${keyFile}.`,
  );
  return { ...config, SECRETS_KEY: key };
}
