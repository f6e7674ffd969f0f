import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createJsonFileSettings } from '../../../src/main/host/settings/json-file-settings';
import { defaultSettings } from '../../../src/shared/settings';
import { recordingLogger } from './support/bladex-fixtures';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'settings-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('JSON file settings', () => {
  it('a missing file gives the defaults, silently', () => {
    const log = recordingLogger();
    const store = createJsonFileSettings(join(tempDir(), 'settings.json'), log);
    expect(store.get()).toEqual(defaultSettings());
    expect(log.lines).toEqual([]);
  });

  it('writes atomically and reads back what it wrote', () => {
    const dir = tempDir();
    const path = join(dir, 'sub', 'settings.json');
    const store = createJsonFileSettings(path, recordingLogger());
    const seen: string[] = [];
    store.onChange((s) => seen.push(s.language));
    store.set({ language: 'en', idleLockMinutes: 15 });
    expect(readdirSync(join(dir, 'sub'))).toEqual(['settings.json']);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ language: 'en', idleLockMinutes: 15 });
    expect(createJsonFileSettings(path, recordingLogger()).get()).toMatchObject({
      language: 'en',
      idleLockMinutes: 15,
    });
    expect(seen).toEqual(['en']);
  });

  it('a damaged or invalid file gives the defaults and a warning', () => {
    for (const content of ['{not json', JSON.stringify({ tokenTime: 'soon' }), '[]']) {
      const path = join(tempDir(), 'settings.json');
      writeFileSync(path, content);
      const log = recordingLogger();
      expect(createJsonFileSettings(path, log).get()).toEqual(defaultSettings());
      expect(log.lines.some((l) => l.startsWith('warn settings:'))).toBe(true);
    }
  });

  it('an invalid patch throws and writes nothing', () => {
    const path = join(tempDir(), 'settings.json');
    const store = createJsonFileSettings(path, recordingLogger());
    expect(() => store.set({ tokenTime: -1 })).toThrow();
    expect(() => readFileSync(path)).toThrow();
    expect(store.get()).toEqual(defaultSettings());
  });
});
