import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadMemo } from '../db/read-memo';
import { resolveFileLinks } from './file-links';
import { requestOrigin } from './own-addresses';

/** Bigger answers are serialized every time: the memo bounds how many entries it keeps, not their bytes. */
const MAX_KEPT_BYTES = 64 * 1024;

/**
 * A read's JSON answer, serialized once (with the route's own schema and the caller's file links, as the send path
 * would) and then sent as the same bytes until anything is written (db/read-memo.ts). `key` must name everything
 * the answer depends on apart from the address the caller used, which is added here; `answer` must read only the
 * database and the caller, as every memo value does. Serializing and encoding a page costs more than reading it
 * once it is memoized (issue 18 throughput).
 */
export const memoizedJson = (
  memo: ReadMemo,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  answer: () => unknown,
): unknown => {
  const origin = requestOrigin(request);
  const bytes = memo.get(`json:${origin}:${key}`, () => {
    const serialized = reply.serialize(answer());
    const text = typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
    const encoded = Buffer.from(resolveFileLinks(text, origin));
    return encoded.length <= MAX_KEPT_BYTES ? encoded : null;
  });
  if (bytes === null) return answer();
  // The file-link hook passes bytes through untouched: these already hold the caller's links.
  reply.type('application/json; charset=utf-8');
  return bytes;
};
