import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '..', '..', '..');

const missingTool = (): string | null => {
  for (const tool of ['dbus-run-session', 'gnome-keyring-daemon']) {
    const found = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' });
    if (found.status !== 0) return `${tool} is not installed`;
  }
  return null;
};

const skipReason = process.platform === 'linux' ? missingTool() : 'the Secret Service test runs on Linux only';
if (skipReason) console.warn(`keytar Secret Service test skipped: ${skipReason}`);

// The script runs the real keytar vault (src/main/host/vault/keytar-vault.ts, loaded through tsx)
// against a gnome-keyring started in a private D-Bus session, so nothing touches the user's keyring.
const script = (vaultModule: string) => `
import { tryKeytarVault } from ${JSON.stringify(vaultModule)};
const log = { info() {}, warn: (m) => console.error(m), error: (m) => console.error(m) };
const vault = await tryKeytarVault(log, { service: 'dali-backoffice-test-' + process.pid });
if (!vault) { console.log(JSON.stringify({ available: false })); process.exit(0); }
const secret = JSON.stringify({ accessToken: 'a-' + Math.random(), note: '大理' });
const before = await vault.get('session');
await vault.set('session', secret);
const read = await vault.get('session');
await vault.delete('session');
const after = await vault.get('session');
console.log(JSON.stringify({ available: true, kind: vault.kind, before, matches: read === secret, after }));
`;

describe.skipIf(skipReason !== null)('keytar vault against a real Secret Service', () => {
  const dir = mkdtempSync(join(tmpdir(), 'keytar-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores, reads and deletes a secret', () => {
    const file = join(dir, 'keytar-roundtrip.mjs');
    writeFileSync(file, script(pathToFileURL(join(projectRoot, 'src/main/host/vault/keytar-vault.ts')).href));
    const inner = `echo -n test | gnome-keyring-daemon --unlock --components=secrets >/dev/null; node --import tsx ${JSON.stringify(file)}`;
    const run = spawnSync('dbus-run-session', ['--', 'sh', '-c', inner], {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, DISPLAY: '' },
    });
    const lastLine = run.stdout.trim().split('\n').pop() ?? '';
    expect(run.status, `stdout: ${run.stdout}\nstderr: ${run.stderr}`).toBe(0);
    expect(JSON.parse(lastLine)).toEqual({ available: true, kind: 'keytar', before: null, matches: true, after: null });
  }, 70_000);
});
