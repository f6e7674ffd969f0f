/** Covers of strategies, landmarks and itineraries are cropped to 300×300 before upload (issue 13 item 7). */
export const COVER_CROP = { width: 300, height: 300 } as const;
