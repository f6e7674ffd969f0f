import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildDiagnosticsZip, diagnosticsFileName } from '../../../src/main/host/diagnostics/diagnostics-zip';
import { crashReporterOptions } from '../../../src/main/host/diagnostics/crash-reporting';
import { createAppLogs, RENDERER_ERRORS_PER_MINUTE } from '../../../src/main/host/logging/app-logs';
import { redactSecrets } from '../../../src/main/host/logging/redact';
import { createRotatingFile, rotatedPath } from '../../../src/main/host/logging/rotating-file';
import { mergePolicies, policyView } from '../../../src/main/host/policy/policy-merge';
import { defaultSettings, toPublicSettings } from '../../../src/shared/settings';
import { createFakeClock } from './support/fake-clock';

const tempDir = () => mkdtempSync(join(tmpdir(), 'logs-'));

describe('rotating log files', () => {
  it('rotates before a line would pass the cap, keeping the given number of old files', () => {
    const dir = tempDir();
    const file = createRotatingFile(join(dir, 'main.log'), { maxBytes: 100, keep: 2 });
    for (let i = 0; i < 12; i += 1) file.append(`line ${i} ${'x'.repeat(30)}`);
    const paths = [join(dir, 'main.log'), rotatedPath(join(dir, 'main.log'), 1), rotatedPath(join(dir, 'main.log'), 2)];
    expect(paths.map((p) => existsSync(p))).toEqual([true, true, true]);
    expect(existsSync(rotatedPath(join(dir, 'main.log'), 3))).toBe(false);
    for (const path of paths) expect(statSync(path).size).toBeLessThanOrEqual(100);
    expect(readFileSync(paths[0], 'utf8')).toContain('line 11');
    expect(readFileSync(paths[2], 'utf8')).not.toContain('line 0 ');
    expect(file.files()).toEqual(paths);
  });

  it('never throws where it cannot write; it reports once', () => {
    const dir = tempDir();
    const errors: unknown[] = [];
    // Its folder would have to be inside a file: every append fails.
    const blocker = join(dir, 'not-a-folder');
    createRotatingFile(blocker).append('x');
    const file = createRotatingFile(join(blocker, 'main.log'), { maxBytes: 100, keep: 1 }, (error) =>
      errors.push(error),
    );
    file.append('a');
    file.append('b');
    expect(errors).toHaveLength(1);
  });
});

describe('per-process logs', () => {
  it('writes main, server and renderer lines to their own files, timestamped, secrets redacted', () => {
    const dir = tempDir();
    const clock = createFakeClock(Date.UTC(2026, 10, 26, 9, 15, 2));
    const logs = createAppLogs({ dir, clock });
    logs.main.info('signed in; Blade-Auth: bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
    logs.main.error('refresh failed', new Error('refresh_token=abcdef123456 rejected'));
    logs.server('POST /blade-auth/oauth/token?password=21232f297a57a5a743894a0e4a801fc3 200', 'out');
    logs.renderer({ type: 'error', message: 'x is undefined', url: '/system/user', stack: 'at f (a.js:1:2)' });
    const main = readFileSync(join(dir, 'main.log'), 'utf8');
    expect(main).toContain('2026-11-26T09:15:02.000Z INFO  [main] signed in; Blade-Auth: bearer [redacted]');
    expect(main).toContain('ERROR [main] refresh failed');
    expect(main).not.toMatch(/eyJhbGci|abcdef123456/);
    const server = readFileSync(join(dir, 'server.log'), 'utf8');
    expect(server).toContain('password=[redacted]');
    expect(server).not.toContain('21232f297a57a5a743894a0e4a801fc3');
    expect(readFileSync(join(dir, 'renderer.log'), 'utf8')).toMatch(
      /x is undefined\nat \/system\/user\nat f \(a\.js:1:2\)/,
    );
    expect(
      logs
        .files()
        .map((f) => f.slice(dir.length + 1))
        .sort(),
    ).toEqual(['main.log', 'renderer.log', 'server.log']);
  });

  it('writes at most a fixed number of renderer errors a minute, then says how many it dropped', () => {
    const dir = tempDir();
    const clock = createFakeClock(Date.UTC(2026, 10, 26, 9, 0, 0));
    const logs = createAppLogs({ dir, clock });
    for (let i = 0; i < RENDERER_ERRORS_PER_MINUTE + 25; i += 1) logs.renderer({ type: 'error', message: `loop ${i}` });
    clock.advance(60_000);
    logs.renderer({ type: 'error', message: 'next minute' });
    const text = readFileSync(join(dir, 'renderer.log'), 'utf8');
    expect(text.match(/loop \d+/g)).toHaveLength(RENDERER_ERRORS_PER_MINUTE);
    expect(text).toContain('25 more errors in the last minute not written');
    expect(text).toContain('next minute');
  });

  it('redacts passwords, tokens and secrets in query strings, forms and JSON', () => {
    expect(redactSecrets('{"password":"admin","account":"admin"}')).toBe('{"password":"[redacted]","account":"admin"}');
    expect(redactSecrets('grant_type=password&username=admin&password=x1&refresh_token=r1')).toBe(
      'grant_type=password&username=admin&password=[redacted]&refresh_token=[redacted]',
    );
    expect(redactSecrets('Authorization: Basic c2FiZXI6c2FiZXJfc2VjcmV0')).toBe('Authorization: Basic [redacted]');
    expect(redactSecrets('clientSecret: saber_secret')).toBe('clientSecret: [redacted]');
  });
});

describe('diagnostics export', () => {
  it('zips logs, versions, settings and policy, and never a token, a password or the client secret', () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const logs = createAppLogs({ dir, clock });
    logs.main.info('ready');
    logs.server('token issued', 'out');
    const settings = {
      ...defaultSettings(),
      clientSecret: 'very-secret-value',
      serverUrl: 'https://bladex.example.com',
    };
    const zip = buildDiagnosticsZip({
      about: {
        productName: '大理文旅运营管理平台',
        version: '0.1.0',
        versions: { electron: '45.5.0', chrome: '142.0', node: '24.21.0' },
        platform: 'linux x64',
        logDir: dir,
        crashDir: '/tmp/crash',
      },
      settings: toPublicSettings(settings),
      policy: policyView(mergePolicies([])),
      vaultKind: 'keytar',
      logFiles: logs.files(),
      crashDumps: [{ name: 'a1b2.dmp', bytes: 123_456 }],
      generatedAt: new Date(2026, 10, 26, 9, 15, 2),
    });
    const files = unzipSync(zip);
    expect(
      Object.keys(files)
        .filter((name) => !name.endsWith('/'))
        .sort(),
    ).toEqual(
      ['crash-dumps.json', 'logs/main.log', 'logs/server.log', 'policy.json', 'settings.json', 'versions.json'].sort(),
    );
    const all = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(all).not.toContain('very-secret-value');
    expect(JSON.parse(strFromU8(files['versions.json']))).toMatchObject({ version: '0.1.0', vault: 'keytar' });
    expect(JSON.parse(strFromU8(files['settings.json']))).toMatchObject({ serverUrl: 'https://bladex.example.com' });
    expect(strFromU8(files['logs/main.log'])).toContain('ready');
    expect(diagnosticsFileName(new Date(2026, 10, 26, 9, 15, 2))).toBe('dali-diagnostics-20261126-091502.zip');
  });

  it('the crash reporter keeps dumps local unless a policy gives an upload URL', () => {
    expect(crashReporterOptions(mergePolicies([]), '0.1.0')).toMatchObject({ uploadToServer: false, submitURL: '' });
    const withUrl = mergePolicies([
      { source: 'policy-file', location: '/p', values: { CrashReportUrl: 'https://crash.example/submit' } },
    ]);
    expect(crashReporterOptions(withUrl, '0.1.0')).toMatchObject({
      uploadToServer: true,
      submitURL: 'https://crash.example/submit',
      globalExtra: { appVersion: '0.1.0' },
    });
  });
});
