import { z } from 'zod';

/**
 * Progress of one `http.upload` (issue 4: upload progress). The window names the upload with an id of its
 * own choosing; the host then reports the multipart bytes handed to the network as `upload.progress`
 * events, at most about ten a second plus the final one where `sent` equals `total`.
 */

/** A short id the window picks per upload (letters, digits, `-` and `_`): it only matches events to the upload. */
export const uploadIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'uploadId must be letters, digits, - or _');

export const uploadProgressSchema = z.object({
  uploadId: z.string(),
  /** Bytes of the encoded multipart body sent so far; never decreases for one upload. */
  sent: z.number().int().nonnegative(),
  /** The encoded body's length (the Content-Length sent), so slightly more than the file itself. */
  total: z.number().int().nonnegative(),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;
