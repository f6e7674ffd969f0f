import { describe, expect, it } from 'vitest';
import { checkAttachFile, fileSizeText, openableLink } from '../../../../src/renderer/screens/system/attach-file';

const file = (name: string, size: number) => ({ name, type: '', size });

describe('checkAttachFile', () => {
  it('accepts each kind within its own limit', () => {
    expect(checkAttachFile(file('导览图.PNG', 10_000 * 1024))).toBeNull();
    expect(checkAttachFile(file('宣传片.mp4', 100 * 1024 * 1024))).toBeNull();
    expect(checkAttachFile(file('积分材料.xlsx', 30_000 * 1024))).toBeNull();
  });

  it('refuses a type the storage does not take', () => {
    expect(checkAttachFile(file('setup.exe', 10))).toEqual({ kind: 'unsupported' });
    expect(checkAttachFile(file('no-extension', 10))).toEqual({ kind: 'unsupported' });
  });

  it("refuses a file over its kind's limit, or empty, with that kind's message", () => {
    expect(checkAttachFile(file('a.jpg', 10_000 * 1024 + 1))).toEqual({ kind: 'limit', problem: { kind: 'image' } });
    expect(checkAttachFile(file('a.png', 0))).toEqual({ kind: 'limit', problem: { kind: 'image' } });
    expect(checkAttachFile(file('a.mp4', 100 * 1024 * 1024 + 1))).toEqual({
      kind: 'limit',
      problem: { kind: 'video' },
    });
    // A document may be larger than an image, but not beyond 30000 KB.
    expect(checkAttachFile(file('a.pdf', 20_000 * 1024))).toBeNull();
    expect(checkAttachFile(file('a.pdf', 30_000 * 1024 + 1))).toEqual({
      kind: 'limit',
      problem: { kind: 'general', types: 'pdf/doc/docx/xls/xlsx', size: '30M' },
    });
  });
});

describe('fileSizeText', () => {
  it('says bytes, KB or MB', () => {
    expect(fileSizeText(68)).toBe('68 B');
    expect(fileSizeText(12_595)).toBe('12.3 KB');
    expect(fileSizeText(5 * 1024 * 1024 + 1)).toBe('5.0 MB');
  });
});

describe('openableLink', () => {
  it('opens http(s) links only', () => {
    expect(openableLink('http://127.0.0.1:8910/blade-resource/oss/endpoint/file/20240501/a.png')).toBe(
      'http://127.0.0.1:8910/blade-resource/oss/endpoint/file/20240501/a.png',
    );
    expect(openableLink(' https://oss.example.com/a b.pdf ')).toBe('https://oss.example.com/a%20b.pdf');
    for (const bad of ['javascript:alert(1)', 'file:///etc/passwd', 'not a url', '', undefined, 42]) {
      expect(openableLink(bad), String(bad)).toBeNull();
    }
  });
});
