import { describe, expect, it } from 'vitest';
import { en } from '../../../src/shared/i18n/en';
import { zh } from '../../../src/shared/i18n/zh';
import { resourceCatalogue } from '../../../src/shared/resources/texts';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Every text of a catalogue tree with its key path. */
const textsOf = (node: unknown, path: string): [string, string][] => {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => textsOf(value, path ? `${path}.${key}` : key));
  return [];
};

/** Issue 19 item 11: English mode is English — no text half English, half Chinese (iview主题, vip主题). */
describe('English mode', () => {
  it('the app catalogue has no Chinese but the language switcher’s own name for Chinese', () => {
    const texts = textsOf(en, '');
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter(([, text]) => CJK.test(text))).toEqual([['language.zh', '中文']]);
  });

  it('no definition’s English texts have Chinese in them', () => {
    const texts = textsOf(resourceCatalogue('en'), '');
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter(([, text]) => CJK.test(text))).toEqual([]);
  });

  it('a theme named after a brand writes the brand as English does, a space before 主题', () => {
    const zhNames = zh.theme.names as Record<string, string>;
    const enNames = en.theme.names as Record<string, string>;
    for (const [key, name] of Object.entries(zhNames)) {
      expect(CJK.test(enNames[key]), enNames[key]).toBe(false);
      if (/[A-Za-z]/.test(name)) expect(name, key).toBe(`${enNames[key]} 主题`);
    }
  });

  it('the board’s view names are short enough to share the header row with the filters', () => {
    const names = Object.values(en.board.views);
    // 'Transaction statistics' and its kind pushed 查询 off the 1920 px row in English.
    for (const name of names) expect(name.length, name).toBeLessThanOrEqual(15);
    expect(names.join('').length).toBeLessThanOrEqual(50);
    const { lastWeek, lastMonth, lastThreeMonths, clearRange } = en.board.frame;
    expect([lastWeek, lastMonth, lastThreeMonths, clearRange].join('').length).toBeLessThanOrEqual(30);
  });
});
