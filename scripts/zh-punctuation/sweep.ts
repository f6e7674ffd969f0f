/**
 * Rewrites the zh texts of the repository to full-width Chinese punctuation (issue 19), leaving alone every text the
 * specification quotes verbatim. Re-runnable: after merging other work, run it again and commit the result alone.
 *
 *   npx tsx scripts/zh-punctuation/sweep.ts [--spec <folder of the spec's .md files>] [--check]
 *
 * With --spec it also rewrites allowed.ts: the texts it left because the spec quotes them. --check changes nothing
 * and exits 1 when a text needs changing.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERBATIM_ZH_TEXTS } from './allowed';
import { fullWidthPunctuation, LITERAL, ZH_TEXT_ROOTS } from './rules';

const args = process.argv.slice(2);
const specDir = args.includes('--spec') ? args[args.indexOf('--spec') + 1] : null;
const check = args.includes('--check');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.en\.ts$/.test(name) ? [path] : [];
  });

const spec = specDir
  ? readdirSync(specDir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => readFileSync(join(specDir, name), 'utf8'))
      .join('\n')
  : '';
const verbatim = new Set<string>(VERBATIM_ZH_TEXTS);
const unescape = (content: string) => content.replace(/\\(['`\\])/g, '$1');
const isVerbatim = (content: string) =>
  verbatim.has(unescape(content)) || (spec !== '' && spec.includes(unescape(content)));

const kept = new Set<string>();
let changedTexts = 0;
const changedFiles: string[] = [];
for (const root of ZH_TEXT_ROOTS) {
  if (!existsSync(root)) continue;
  for (const file of filesUnder(root)) {
    const source = readFileSync(file, 'utf8');
    const next = source.replace(LITERAL, (literal) => {
      const quote = literal[0];
      const content = literal.slice(1, -1);
      const fixed = fullWidthPunctuation(content);
      if (fixed === content) return literal;
      if (isVerbatim(content)) {
        kept.add(unescape(content));
        return literal;
      }
      changedTexts += 1;
      return `${quote}${fixed}${quote}`;
    });
    if (next !== source) {
      changedFiles.push(file);
      if (!check) writeFileSync(file, next);
    }
  }
}

if (specDir && !check) {
  const list = [...new Set([...kept])].sort();
  const body = list.map((text) => `  ${JSON.stringify(text)},`).join('\n');
  const header = readFileSync(new URL('./allowed.ts', import.meta.url), 'utf8').split('export const')[0];
  writeFileSync(
    new URL('./allowed.ts', import.meta.url),
    `${header}export const VERBATIM_ZH_TEXTS: readonly string[] = [\n${body}\n];\n`,
  );
}

console.log(`${check ? 'would change' : 'changed'} ${changedTexts} texts in ${changedFiles.length} files`);
for (const file of changedFiles) console.log(`  ${file}`);
if (check && changedTexts > 0) process.exitCode = 1;
