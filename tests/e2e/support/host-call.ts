import type { Page } from 'playwright-core';

/**
 * A call made directly through the page's host session (a second WebSocket to the host, the same signed-in
 * session), unwrapped to the BladeX `data`: the figures a screen must show, or a set-up step of a test.
 */
export const hostCall = async <T>(
  page: Page,
  method: 'GET' | 'POST',
  url: string,
  params: Record<string, string | number>,
  /** A JSON body (e.g. the array a `submit-list` takes). */
  data?: unknown,
): Promise<T> =>
  page.evaluate(
    async ({ method, url, params, data }) =>
      new Promise<T>((resolve, reject) => {
        const socket = new WebSocket(`ws://${location.host}/__host`);
        socket.onerror = () => reject(new Error('host socket failed'));
        socket.onopen = () =>
          socket.send(
            JSON.stringify({ t: 'invoke', id: 1, channel: 'http.request', input: { method, url, params, data } }),
          );
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as {
            t: string;
            id?: number;
            result?: { ok: boolean; data?: { status: number; data: { data: T } }; error?: { message: string } };
          };
          if (message.t !== 'result' || message.id !== 1) return;
          socket.close();
          if (!message.result?.ok || !message.result.data)
            reject(new Error(message.result?.error?.message ?? 'failed'));
          else resolve(message.result.data.data.data);
        };
      }),
    { method, url, params, data },
  );

/** A board call (GET) through the page's host session: the figures the screen must show for the same filters. */
export const hostGet = <T>(page: Page, url: string, params: Record<string, string | number>): Promise<T> =>
  hostCall<T>(page, 'GET', url, params);
