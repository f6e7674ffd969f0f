import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERBATIM_ZH_TEXTS } from '../../../scripts/zh-punctuation/allowed';
import {
  fullWidthPunctuation,
  hasHalfWidthPunctuation,
  ZH_TEXT_ROOTS,
  zhLiterals,
} from '../../../scripts/zh-punctuation/rules';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.en\.ts$/.test(name) ? [path] : [];
  });

/** Issue 19 item 10: Chinese sentences use full-width punctuation; the spec's verbatim texts are listed once. */
describe('Chinese punctuation', () => {
  it('the rules turn half-width marks after Chinese into full-width ones, and leave the rest', () => {
    expect(fullWidthPunctuation('中午好,管理员')).toBe('中午好，管理员');
    expect(fullWidthPunctuation('菜单和权限已经就绪,页面…')).toBe('菜单和权限已经就绪，页面…');
    expect(fullWidthPunctuation('确定执行"密码重置"吗?')).toBe('确定执行“密码重置”吗？');
    expect(fullWidthPunctuation('保存失败: {{message}}')).toBe('保存失败：{{message}}');
    expect(fullWidthPunctuation('已保存.')).toBe('已保存。');
    for (const same of ['http://a.b/c', '12:30', '加载中...', '{{count}}, done', '共 {{n}} 条'])
      expect(fullWidthPunctuation(same), same).toBe(same);
  });

  it('every zh text of the catalogues, the definitions and the host is punctuated full-width, or quoted by the spec', () => {
    const allowed = new Set(VERBATIM_ZH_TEXTS);
    const offending: string[] = [];
    for (const root of ZH_TEXT_ROOTS)
      for (const file of filesUnder(root))
        for (const text of zhLiterals(readFileSync(file, 'utf8')))
          if (hasHalfWidthPunctuation(text) && !allowed.has(text.replace(/\\(['`\\])/g, '$1')))
            offending.push(`${file}: ${text}`);
    expect(offending).toEqual([]);
  });
});
