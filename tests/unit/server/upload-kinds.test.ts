import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_RULES } from '../../../src/server/modules/oss/file-types';
import { STORED_FILE_EXTENSIONS, STORED_FILE_KINDS, storedFileKindOf } from '../../../src/shared/resources';

// The renderer checks picked files against the shared kinds; the server must accept exactly the same.
describe('stored file kinds and the server upload rules', () => {
  it('name the same extensions', () => {
    expect([...STORED_FILE_EXTENSIONS].sort()).toEqual(Object.keys(UPLOAD_RULES).sort());
  });

  it('agree on each extension kind and size limit', () => {
    for (const [extension, rule] of Object.entries(UPLOAD_RULES)) {
      const kind = storedFileKindOf(extension);
      expect(kind?.kind, extension).toBe(rule.kind);
      expect((kind?.maxSizeKb ?? 0) * 1024, extension).toBe(rule.maxBytes);
    }
    expect(MAX_UPLOAD_BYTES).toBe(Math.max(...STORED_FILE_KINDS.map((kind) => kind.maxSizeKb)) * 1024);
  });

  it('keep the limits of the spec: images 10000 KB, mp4 100 MB, documents 30000 KB', () => {
    expect(UPLOAD_RULES.png.maxBytes).toBe(10_000 * 1024);
    expect(UPLOAD_RULES.mp4.maxBytes).toBe(100 * 1024 * 1024);
    expect(UPLOAD_RULES.xlsx.maxBytes).toBe(30_000 * 1024);
    expect(storedFileKindOf('exe')).toBeUndefined();
  });
});
