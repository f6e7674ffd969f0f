import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as Chromium (Skia) writes it, enough for a test to read what was printed: every object's
 * stream inflated, each font's ToUnicode CMap read, and the strings of the content streams' Tj/TJ operators
 * decoded through the font in use. Runs of one text block are joined, blocks by newlines. Not a general PDF
 * reader: no object streams, no encodings beyond ToUnicode, no layout.
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

interface FontMap {
  codeBytes: number;
  chars: Map<number, string>;
}

const readObjects = (pdf: Buffer): Map<number, PdfObject> => {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const from = match.index + match[0].length;
    const streamAt = text.indexOf('stream', from);
    const endAt = text.indexOf('endobj', from);
    if (endAt < 0) break;
    if (streamAt < 0 || streamAt > endAt) {
      objects.set(Number(match[1]), { dict: text.slice(from, endAt) });
      continue;
    }
    const dict = text.slice(from, streamAt);
    let start = streamAt + 'stream'.length;
    if (text[start] === '\r') start += 1;
    if (text[start] === '\n') start += 1;
    // A stream's bytes may hold anything, "endobj" included: its /Length says where it ends.
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const end = length ? start + Number(length[1]) : text.indexOf('endstream', start);
    let raw = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(dict)) raw = inflateSync(raw);
    objects.set(Number(match[1]), { dict, stream: raw });
    header.lastIndex = text.indexOf('endobj', end);
  }
  return objects;
};

const utf16 = (hex: string): string => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

const readCMap = (cmap: string): FontMap => {
  const chars = new Map<number, string>();
  const space = /begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(cmap);
  const codeBytes = space ? space[1].length / 2 : 2;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src, dst] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      chars.set(parseInt(src, 16), utf16(dst));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const first = parseInt(lo, 16);
      const base = parseInt(dst, 16);
      for (let code = first; code <= parseInt(hi, 16); code += 1)
        chars.set(code, String.fromCharCode(base + code - first));
    }
  return { codeBytes, chars };
};

const decode = (bytes: Buffer, font: FontMap | undefined): string => {
  if (!font) return bytes.toString('latin1');
  let out = '';
  for (let i = 0; i + font.codeBytes <= bytes.length; i += font.codeBytes)
    out += font.chars.get(bytes.readUIntBE(i, font.codeBytes)) ?? '';
  return out;
};

/** A literal `( … )` string's bytes, escapes undone. */
const literalBytes = (body: string): Buffer =>
  Buffer.from(
    body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_all, escape: string) => {
      const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
      if (/^[0-7]+$/.test(escape)) return String.fromCharCode(parseInt(escape, 8));
      return named[escape] ?? escape;
    }),
    'latin1',
  );

export const pdfText = (pdf: Buffer): string => {
  const objects = readObjects(pdf);
  // Font resource names → their ToUnicode maps (Skia names each font of a document once: /F4, /F5 …).
  const fonts = new Map<string, FontMap>();
  for (const object of objects.values())
    for (const block of object.dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g))
      for (const [, name, ref] of block[1].matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
        const font = objects.get(Number(ref));
        const toUnicode = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict);
        const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : undefined;
        if (cmap) fonts.set(name, readCMap(cmap.toString('latin1')));
      }
  const blocks: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || /\/(Length1|Subtype\s*\/(Image|Type1C|CIDFontType0C))/.test(object.dict)) continue;
    const content = object.stream.toString('latin1');
    if (!/\bBT\b/.test(content)) continue;
    let font: FontMap | undefined;
    const tokens = /\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)|\b(ET)\b/g;
    let current = '';
    for (let match = tokens.exec(content); match; match = tokens.exec(content)) {
      if (match[1] !== undefined) font = fonts.get(match[1]);
      else if (match[2] !== undefined) current += decode(Buffer.from(match[2].replace(/\s+/g, ''), 'hex'), font);
      else if (match[3] !== undefined) current += decode(literalBytes(match[3]), font);
      else if (match[4]) {
        if (current) blocks.push(current);
        current = '';
      }
    }
    if (current) blocks.push(current);
  }
  return blocks.join('\n');
};
