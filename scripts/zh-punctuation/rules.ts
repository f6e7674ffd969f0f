/**
 * Chinese punctuation in zh texts (issue 19): a Chinese sentence uses full-width ，。：；？！ and “ ”. The rules work on
 * the content of one string literal; only ASCII marks right after a Chinese character (and quotes around Chinese
 * words) are Chinese punctuation written the wrong way — `http://`, `12:30`, `{{count}}, ...` are left alone.
 */

const HAN = '\\u3400-\\u9fff\\uf900-\\ufaff';
const hanBefore = `(?<=[${HAN}])`;

const FULL_WIDTH: Readonly<Record<string, string>> = { ',': '，', ':': '：', ';': '；', '?': '？', '!': '！' };

/** ASCII , : ; ? ! after a Chinese character (spaces after the mark go: full-width marks carry their own). */
const MARK = new RegExp(`${hanBefore}([,:;?!])(?!\\d) *`, 'g');
/** A full stop after a Chinese character, ending the text or followed by more Chinese (never `...`). */
const STOP = new RegExp(`${hanBefore}\\.(?=$|\\s*[${HAN}])`, 'g');
/** "…" around text holding Chinese. */
const QUOTED = new RegExp(`"([^"\\n]*[${HAN}][^"\\n]*)"`, 'g');

/** The text with its Chinese sentences punctuated full-width. */
export const fullWidthPunctuation = (text: string): string =>
  text
    .replace(MARK, (_all, mark: string) => FULL_WIDTH[mark])
    .replace(STOP, '。')
    .replace(QUOTED, (_all, inner: string) => `“${inner}”`);

/** Whether a zh text has ASCII punctuation where Chinese punctuation belongs. */
export const hasHalfWidthPunctuation = (text: string): boolean => fullWidthPunctuation(text) !== text;

/** The files that hold zh texts: the catalogues, the definitions' inline texts and the host's own texts. */
export const ZH_TEXT_ROOTS = ['src/shared/i18n', 'src/shared/resources', 'src/main/host'] as const;

/** Single-quoted string literals (with escapes) and template literals without substitutions. */
export const LITERAL = /'(?:[^'\\\n]|\\.)*'|`(?:[^`\\$]|\\.)*`/g;

/** The Chinese texts of one source file, as written between their quotes. */
export const zhLiterals = (source: string): string[] =>
  [...source.matchAll(LITERAL)]
    .map((match) => match[0].slice(1, -1))
    .filter((content) => new RegExp(`[${HAN}]`).test(content));
