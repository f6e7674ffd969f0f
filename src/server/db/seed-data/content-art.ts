/**
 * Seeded content images, generated: a small SVG of the given size with a colour band and a caption, served by
 * modules/content/content-art.ts under the stored files' prefix, so a fresh install shows believable pictures with
 * no files and no network. Rows keep the link as a path, as uploaded files are kept: answers make it absolute
 * (oss/file-links.ts), a save accepts it as a file link, and a comma-joined image list splits on its commas (a
 * `data:` URI could not be listed: its own comma splits it).
 */
const PALETTE = ['#2f6f9f', '#3b8b6e', '#c26a2d', '#8a4f9e', '#b23a48', '#4a6fa5', '#6b8e23', '#d4a017'];

/**
 * Where the art is served: `<stored files' prefix>/art/<width>x<height>-<colour>/<caption>.svg` (the prefix spelt
 * out: seed data is also read by the web build, which must not import the server's upload module; a server test
 * pins it to `FILE_ROUTE_PREFIX`).
 */
export const ART_ROUTE = '/blade-resource/oss/endpoint/file/art';

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The SVG itself (the caption XML-escaped). */
export const artSvg = (caption: string, width: number, height: number, colour = 0): string => {
  const fill = PALETTE[colour % PALETTE.length];
  const size = Math.max(12, Math.round(Math.min(width, height) / 6));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${fill}"/>` +
    `<rect y="${Math.round(height * 0.66)}" width="100%" height="${Math.round(height * 0.34)}" fill="#ffffff" fill-opacity="0.18"/>` +
    `<text x="50%" y="50%" fill="#ffffff" font-size="${size}" font-family="sans-serif" text-anchor="middle" dominant-baseline="middle">${escapeXml(caption)}</text>` +
    `</svg>`
  );
};

/** The suggested sizes of spec 001 §5 (carousel, entrance, card, long image, recommended) and the menu icons. */
export const ART_SIZE = {
  carousel: [750, 586],
  entrance: [1920, 800],
  card: [681, 897],
  long: [1455, 511],
  recommended: [452, 605],
  icon: [84, 84],
  cover: [300, 300],
} as const;

/** The link a seeded row keeps for a generated picture of one of the sizes above. */
export const art = (caption: string, size: keyof typeof ART_SIZE, colour = 0): string =>
  `${ART_ROUTE}/${ART_SIZE[size][0]}x${ART_SIZE[size][1]}-${colour % PALETTE.length}/${encodeURIComponent(caption)}.svg`;

/** The art a link names, when it names one of the sizes above and a caption of at most 32 characters. */
export const parseArtName = (
  spec: string,
  name: string,
): { caption: string; width: number; height: number; colour: number } | undefined => {
  const match = /^(\d{2,4})x(\d{2,4})-(\d)$/.exec(spec);
  if (!match || !name.endsWith('.svg')) return undefined;
  const [width, height, colour] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!Object.values(ART_SIZE).some(([w, h]) => w === width && h === height) || colour >= PALETTE.length)
    return undefined;
  const caption = name.slice(0, -'.svg'.length);
  return caption.length > 0 && [...caption].length <= 32 ? { caption, width, height, colour } : undefined;
};
