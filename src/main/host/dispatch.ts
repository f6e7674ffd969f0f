import type { z } from 'zod';
import {
  fail,
  invokeChannels,
  isInvokeChannel,
  type InvokeChannel,
  type InvokeOutput,
  type ParsedInput,
  type Result,
} from '../../shared/contract';
import type { Logger } from './log';

/**
 * The window a call came from: Electron's webContents id, or the browser host's socket. Print and tear-off act on
 * (or next to) the calling window; null for the host's own callers (tests, the composition root).
 */
export interface Caller {
  windowId: number;
}

/** One handler per channel; it receives the input already parsed by the channel's schema. */
export type Handler<C extends InvokeChannel> = (
  input: ParsedInput<C>,
  caller: Caller | null,
) => Promise<Result<InvokeOutput<C>>>;
export type Handlers = { [C in InvokeChannel]: Handler<C> };

export type Dispatch = (channel: unknown, input: unknown, caller?: Caller) => Promise<Result<unknown>>;

/** Zod issues flattened to `{ 'a.b': message }`; the root is called `input`. */
export const toFieldErrors = (issues: readonly z.core.$ZodIssue[]): Record<string, string> => {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'input';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
};

/**
 * Turns untrusted (channel, input) pairs into handler calls. It never throws and never rejects:
 * whatever reaches it, from either transport, gets a Result back.
 */
export const createDispatcher = (handlers: Handlers, log: Logger): Dispatch => {
  const call = <C extends InvokeChannel>(channel: C, input: ParsedInput<C>, caller: Caller | null) =>
    handlers[channel](input, caller);

  const handle = async (channel: unknown, input: unknown, caller: Caller | null): Promise<Result<unknown>> => {
    if (!isInvokeChannel(channel)) {
      const name = typeof channel === 'string' ? channel.slice(0, 64) : typeof channel;
      return fail('invalid-payload', `unknown channel: ${name}`);
    }
    const parsed = invokeChannels[channel].input.safeParse(input);
    if (!parsed.success) {
      const fieldErrors = toFieldErrors(parsed.error.issues);
      return fail('invalid-payload', `invalid input for ${channel}`, { fieldErrors });
    }
    return call(channel, parsed.data as ParsedInput<typeof channel>, caller);
  };

  return async (channel, input, caller) => {
    try {
      return await handle(channel, input, caller ?? null);
    } catch (error) {
      const name = typeof channel === 'string' ? channel.slice(0, 64) : typeof channel;
      log.error(`handling ${name} failed`, error);
      return fail('internal', `internal error while handling ${name}`);
    }
  };
};
