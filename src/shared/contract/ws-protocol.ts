import { z } from 'zod';
import type { Result } from './result';

/**
 * The browser host's transport: the IPC contract carried as JSON over a loopback WebSocket.
 *
 * Binary values (uploads, exports) cannot travel in JSON, so `Uint8Array`s are tagged as
 * `{ $bytes: <base64> }` on the way out and restored on the way in, on both sides.
 */
export const WS_PATH = '/__host';

export const clientMessageSchema = z.object({
  t: z.literal('invoke'),
  id: z.number().int().nonnegative(),
  channel: z.string().max(64),
  /** Absent for channels without input: JSON drops `undefined`. */
  input: z.unknown().optional(),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type HostMessage =
  { t: 'result'; id: number; result: Result<unknown> } | { t: 'event'; event: string; payload: unknown };

const BYTES_TAG = '$bytes';

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** Replaces every Uint8Array (and ArrayBuffer) in a value by its tagged base64 form. */
export const encodeBinary = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return { [BYTES_TAG]: toBase64(value) };
  if (value instanceof ArrayBuffer) return { [BYTES_TAG]: toBase64(new Uint8Array(value)) };
  if (Array.isArray(value)) return value.map(encodeBinary);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeBinary(v)]));
  }
  return value;
};

/** Restores what encodeBinary tagged. */
export const decodeBinary = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(decodeBinary);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && keys[0] === BYTES_TAG && typeof record[BYTES_TAG] === 'string') {
      return fromBase64(record[BYTES_TAG]);
    }
    return Object.fromEntries(keys.map((k) => [k, decodeBinary(record[k])]));
  }
  return value;
};
