import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonFileReader } from '../../../src/main/host/policy/json-file-reader';
import { macosManagedPaths, macosManagedReader } from '../../../src/main/host/policy/macos-managed-reader';
import { readTextIfPresent } from '../../../src/main/host/policy/os/read-text';
import { mergePolicies, policyView } from '../../../src/main/host/policy/policy-merge';
import { policyFilePath, policyReadersFor, type PolicyOsPorts } from '../../../src/main/host/policy/policy-readers';
import { createPolicyService, POLICY_POLL_MS } from '../../../src/main/host/policy/policy-service';
import { applyPolicy, idleLockUnderPolicy, policyRefusal } from '../../../src/main/host/policy/policy-settings';
import type { RawPolicy } from '../../../src/main/host/policy/policy-source';
import { parseRegQuery, windowsRegistryReader } from '../../../src/main/host/policy/windows-registry-reader';
import { defaultSettings } from '../../../src/shared/settings';
import { recordingLogger } from './support/bladex-fixtures';
import { createFakeClock } from './support/fake-clock';

/** What `reg query "HKLM\Software\Policies\DaliBackoffice"` prints on Windows (CRLF, four-space columns). */
const REG_OUTPUT = [
  '',
  'HKEY_LOCAL_MACHINE\\Software\\Policies\\DaliBackoffice',
  '    ServerUrl    REG_SZ    https://bladex.dali.gov.cn',
  '    IdleLockMinutes    REG_DWORD    0xf',
  '    DisableExport    REG_DWORD    0x1',
  '    UpdateMaintenanceWindow    REG_SZ    02:00-04:00',
  '    Notes    REG_MULTI_SZ    a\\0b',
  '',
  'HKEY_LOCAL_MACHINE\\Software\\Policies\\DaliBackoffice\\Sub',
  '',
].join('\r\n');

const raw = (source: RawPolicy['source'], values: Record<string, unknown>, location: string = source): RawPolicy => ({
  source,
  location,
  values,
});

describe('Windows registry (HKLM and HKCU Software\\Policies\\DaliBackoffice)', () => {
  it('reads strings and DWORDs as reg.exe prints them, leaving other types and subkeys out', () => {
    expect(parseRegQuery(REG_OUTPUT)).toEqual({
      ServerUrl: 'https://bladex.dali.gov.cn',
      IdleLockMinutes: 15,
      DisableExport: 1,
      UpdateMaintenanceWindow: '02:00-04:00',
    });
  });

  it('asks reg.exe for the machine and the user key; a missing key is no policy', async () => {
    const asked: string[] = [];
    const query = async (key: string) => {
      asked.push(key);
      return key.startsWith('HKLM') ? REG_OUTPUT : null;
    };
    const machine = windowsRegistryReader('HKLM', query);
    const user = windowsRegistryReader('HKCU', query);
    expect(await machine.read()).toMatchObject({
      source: 'windows-machine',
      location: 'HKLM\\Software\\Policies\\DaliBackoffice',
      values: { ServerUrl: 'https://bladex.dali.gov.cn' },
    });
    expect(await user.read()).toBeNull();
    expect(asked).toEqual(['HKLM\\Software\\Policies\\DaliBackoffice', 'HKCU\\Software\\Policies\\DaliBackoffice']);
  });
});

describe('macOS managed preferences (a configuration profile for cn.gov.dali.backoffice)', () => {
  it('looks in the computer’s and the user’s managed preferences', () => {
    expect(macosManagedPaths('zhao')).toEqual([
      '/Library/Managed Preferences/cn.gov.dali.backoffice.plist',
      '/Library/Managed Preferences/zhao/cn.gov.dali.backoffice.plist',
    ]);
  });

  it('reads the plist as JSON; absent is no policy, a non-dictionary is an error', async () => {
    const plists: Record<string, unknown> = {
      '/a.plist': { AuthFlavour: 'springblade', IdleLockMayLengthen: true },
      '/b.plist': ['not', 'a', 'dictionary'],
    };
    const read = async (path: string) => plists[path] ?? null;
    expect(await macosManagedReader('/a.plist', read).read()).toEqual({
      source: 'macos-managed',
      location: '/a.plist',
      values: { AuthFlavour: 'springblade', IdleLockMayLengthen: true },
    });
    expect(await macosManagedReader('/none.plist', read).read()).toBeNull();
    await expect(macosManagedReader('/b.plist', read).read()).rejects.toThrow('not a dictionary');
  });
});

describe('the JSON policy file (Linux, and the fallback elsewhere)', () => {
  it('reads a real file; a missing one is no policy; broken JSON is an error naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'policy-'));
    const good = join(dir, 'policy.json');
    const broken = join(dir, 'broken.json');
    writeFileSync(good, JSON.stringify({ ClientId: 'dali', KioskDisplay: 2 }));
    writeFileSync(broken, '{ "ClientId": ');
    expect(await jsonFileReader(good, readTextIfPresent).read()).toEqual({
      source: 'policy-file',
      location: good,
      values: { ClientId: 'dali', KioskDisplay: 2 },
    });
    expect(await jsonFileReader(join(dir, 'absent.json'), readTextIfPresent).read()).toBeNull();
    await expect(jsonFileReader(broken, readTextIfPresent).read()).rejects.toThrow(broken);
  });

  it('each platform reads its own stores first, the file last', async () => {
    const ports: PolicyOsPorts = {
      regQuery: async () => null,
      readPlist: async () => null,
      readText: async () => null,
    };
    const order = (platform: NodeJS.Platform) =>
      policyReadersFor({ platform, userName: 'zhao', programData: 'D:\\ProgramData' }, ports).map((r) => r.location);
    expect(order('win32')).toEqual([
      'HKLM\\Software\\Policies\\DaliBackoffice',
      'HKCU\\Software\\Policies\\DaliBackoffice',
      'D:\\ProgramData\\DaliBackoffice\\policy.json',
    ]);
    expect(order('darwin')).toEqual([
      '/Library/Managed Preferences/cn.gov.dali.backoffice.plist',
      '/Library/Managed Preferences/zhao/cn.gov.dali.backoffice.plist',
      '/Library/Application Support/DaliBackoffice/policy.json',
    ]);
    expect(order('linux')).toEqual(['/etc/dali-backoffice/policy.json']);
    expect(policyFilePath({ platform: 'linux', userName: null, programData: null })).toBe(
      '/etc/dali-backoffice/policy.json',
    );
  });
});

describe('merging the sources', () => {
  it('the most binding source decides each name; others fill the rest', () => {
    const policy = mergePolicies([
      raw('windows-machine', { ServerUrl: 'https://machine.example', IdleLockMinutes: 15 }),
      raw('windows-user', { ServerUrl: 'https://user.example', ClientId: 'user-client' }),
      raw('policy-file', { ClientId: 'file-client', UpdateChannel: 'beta' }),
    ]);
    expect(policy.values).toEqual({
      ServerUrl: 'https://machine.example',
      IdleLockMinutes: 15,
      ClientId: 'user-client',
      UpdateChannel: 'beta',
    });
    expect(policy.origins.ClientId).toEqual({ source: 'windows-user', location: 'windows-user' });
  });

  it('names ignore case; registry, plist and JSON spellings of one value agree', () => {
    for (const value of [1, '1', 'true', true, 'TRUE']) {
      expect(mergePolicies([raw('policy-file', { disableexport: value })]).values).toEqual({ DisableExport: true });
    }
    expect(mergePolicies([raw('policy-file', { IDLELOCKMINUTES: '20' })]).values).toEqual({ IdleLockMinutes: 20 });
    expect(mergePolicies([raw('policy-file', { ServerUrl: 'Embedded' })]).values).toEqual({ ServerUrl: null });
  });

  it('ignores unknown names and values that do not fit, listing them; an empty value defers to the next source', () => {
    const policy = mergePolicies([
      raw('windows-machine', { ServerUrl: '', IdleLockMinutes: 0, Colour: 'red', AuthFlavour: 'ldap' }),
      raw('policy-file', { ServerUrl: 'https://file.example', UpdateMaintenanceWindow: '2-4' }),
    ]);
    expect(policy.values).toEqual({ ServerUrl: 'https://file.example' });
    expect(policy.ignored.map((i) => `${i.source}:${i.policyName}`).sort()).toEqual(
      [
        'windows-machine:IdleLockMinutes',
        'windows-machine:Colour',
        'windows-machine:AuthFlavour',
        'policy-file:UpdateMaintenanceWindow',
      ].sort(),
    );
  });

  it('the renderer’s view names each lock’s source and never the crash-report URL', () => {
    const view = policyView(
      mergePolicies([
        raw('macos-managed', { KioskDisplay: 2, StartWithBoard: 1, CrashReportUrl: 'https://crash.example/x' }, '/p'),
      ]),
    );
    expect(view).toMatchObject({
      locks: {
        'board.displayId': { source: 'macos-managed', location: '/p', policyName: 'KioskDisplay' },
        'board.openAtStartup': { policyName: 'StartWithBoard' },
      },
      kioskDisplay: 2,
      crashUpload: true,
      exportDisabled: false,
    });
    expect(JSON.stringify(view)).not.toContain('crash.example');
  });
});

describe('the policy over the settings', () => {
  it('the idle lock: a ceiling, or with IdleLockMayLengthen only never off', () => {
    expect(idleLockUnderPolicy(0, 15, false)).toBe(15);
    expect(idleLockUnderPolicy(5, 15, false)).toBe(5);
    expect(idleLockUnderPolicy(60, 15, false)).toBe(15);
    expect(idleLockUnderPolicy(60, 15, true)).toBe(60);
    expect(idleLockUnderPolicy(0, 15, true)).toBe(15);
  });

  it('puts forced values in and refuses patches that would change them', () => {
    const policy = mergePolicies([raw('policy-file', { ServerUrl: 'https://forced.example', AuthFlavour: 'bladex' })]);
    const effective = applyPolicy({ ...defaultSettings(), serverUrl: 'https://stored.example' }, policy);
    expect(effective.serverUrl).toBe('https://forced.example');
    expect(policyRefusal(policy, effective, { serverUrl: 'https://other.example' })).toBe('serverUrl');
    expect(policyRefusal(policy, effective, { serverUrl: 'https://forced.example' })).toBeNull();
    expect(policyRefusal(policy, effective, { authFlavour: 'springblade' })).toBe('authFlavour');
    expect(policyRefusal(policy, effective, { clientId: 'free' })).toBeNull();
  });
});

describe('the policy service', () => {
  it('reads at start, polls, and reports changes; an unreadable source is listed while the others apply', async () => {
    const clock = createFakeClock();
    const log = recordingLogger();
    let fileValues: Record<string, unknown> = { ClientId: 'first' };
    const service = createPolicyService({
      readers: [
        {
          source: 'windows-machine',
          location: 'HKLM\\x',
          read: async () => Promise.reject(new Error('access denied')),
        },
        { source: 'policy-file', location: '/p.json', read: async () => raw('policy-file', fileValues, '/p.json') },
      ],
      clock,
      log,
    });
    const seen: unknown[] = [];
    service.onChange((policy) => seen.push(policy.values));
    await service.start();
    expect(service.current().values).toEqual({ ClientId: 'first' });
    expect(service.view().ignored).toEqual([
      { policyName: '*', source: 'windows-machine', reason: 'HKLM\\x: access denied' },
    ]);

    fileValues = { ClientId: 'second' };
    clock.advance(POLICY_POLL_MS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(service.current().values).toEqual({ ClientId: 'second' });
    expect(seen).toEqual([{ ClientId: 'first' }, { ClientId: 'second' }]);
    expect(log.lines.some((line) => line.includes('policy changed: ClientId (/p.json)'))).toBe(true);

    service.dispose();
    expect(clock.timerCount()).toBe(0);
  });
});

describe('the examples IT copies (docs/it)', () => {
  const docs = join(import.meta.dirname, '..', '..', '..', 'docs', 'it');

  it('policy.example.json and DaliBackoffice-policy.reg set the same valid policy, nothing ignored', () => {
    const json = JSON.parse(readFileSync(join(docs, 'policy.example.json'), 'utf8')) as Record<string, unknown>;
    // A .reg file's values: "Name"="text" or "Name"=dword:hex, as reg.exe would print them back.
    const reg: Record<string, string | number> = {};
    for (const line of readFileSync(join(docs, 'DaliBackoffice-policy.reg'), 'utf8').split(/\r?\n/)) {
      const match = /^"(\w+)"=(?:"(.*)"|dword:([0-9a-f]{8}))$/i.exec(line.trim());
      if (match) reg[match[1]] = match[2] ?? Number.parseInt(match[3], 16);
    }
    const fromJson = mergePolicies([raw('policy-file', json)]);
    const fromReg = mergePolicies([raw('windows-machine', reg)]);
    expect(fromJson.ignored).toEqual([]);
    expect(fromReg.ignored).toEqual([]);
    expect(fromReg.values).toEqual(fromJson.values);
    expect(fromJson.values).toMatchObject({ ServerUrl: 'https://bladex.dali.example.com', IdleLockMinutes: 15 });
  });
});
