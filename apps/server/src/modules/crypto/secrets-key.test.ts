import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '@/config.ts';
import { masterKeyId } from './secret-box.ts';
import { loadOrCreateKeyFile, secretBoxFor, withSecretsKey } from './secrets-key.ts';

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pavilion-secrets-key-'));
  dirs.push(dir);
  return path.join(dir, 'data', 'secrets.key');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('secrets key', () => {
  it('generates the demo key once, mode 0600, and reads the same key afterwards', () => {
    const file = tempFile();
    const lines: string[] = [];
    const first = withSecretsKey(testConfig({ SECRETS_KEY: undefined }), file, (l) => lines.push(l));
    expect(first.SECRETS_KEY).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines[0]).toMatch(/generated a master key .* into .*secrets\.key \(mode 0600\)/);
    const second = withSecretsKey(testConfig({ SECRETS_KEY: undefined }), file, (l) => lines.push(l));
    expect(second.SECRETS_KEY).toBe(first.SECRETS_KEY);
    expect(lines[1]).toMatch(/using the master key in/);
    expect(loadOrCreateKeyFile(file)).toEqual({ key: first.SECRETS_KEY, created: false });
  });

  it('leaves a configured key alone and writes no file', () => {
    const file = tempFile();
    const config = testConfig();
    expect(withSecretsKey(config, file, () => {})).toBe(config);
    expect(() => statSync(file)).toThrow();
  });

  it('refuses a damaged key file rather than making a new key', () => {
    const file = tempFile();
    loadOrCreateKeyFile(file);
    writeFileSync(file, 'garbage\n');
    expect(() => loadOrCreateKeyFile(file)).toThrow(/32 bytes/);
    expect(readFileSync(file, 'utf8')).toBe('garbage\n');
  });

  it('builds the box of a config, with the previous key for opening', () => {
    const previous = Buffer.alloc(32, 9).toString('base64');
    const box = secretBoxFor(testConfig({ SECRETS_KEY_PREVIOUS: previous }));
    const old = secretBoxFor(testConfig({ SECRETS_KEY: previous }));
    expect(box.keyId).not.toBe(masterKeyId(Buffer.alloc(32, 9)));
    expect(box.open(old.seal('x'))).toBe('x');
    expect(() => secretBoxFor(testConfig({ SECRETS_KEY: undefined }))).toThrow(/SECRETS_KEY is not set/);
  });
});
