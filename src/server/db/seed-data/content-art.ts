/**
 * Seeded content images, generated: a small SVG of the given size with a colour band and a caption, as a data
 * URI (the renderer's CSP allows `data:` images), so a fresh install shows believable pictures with no files
 * and no network.
 */
const PALETTE = ['#2f6f9f', '#3b8b6e', '#c26a2d', '#8a4f9e', '#b23a48', '#4a6fa5', '#6b8e23', '#d4a017'];

export const artUri = (caption: string, width: number, height: number, colour = 0): string => {
  const fill = PALETTE[colour % PALETTE.length];
  const size = Math.max(12, Math.round(Math.min(width, height) / 6));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${fill}"/>` +
    `<rect y="${Math.round(height * 0.66)}" width="100%" height="${Math.round(height * 0.34)}" fill="#ffffff" fill-opacity="0.18"/>` +
    `<text x="50%" y="50%" fill="#ffffff" font-size="${size}" font-family="sans-serif" text-anchor="middle" dominant-baseline="middle">${caption}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
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

export const art = (caption: string, size: keyof typeof ART_SIZE, colour = 0): string =>
  artUri(caption, ART_SIZE[size][0], ART_SIZE[size][1], colour);
