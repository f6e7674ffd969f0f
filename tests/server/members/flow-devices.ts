import { expect } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/server';

export type SubmitBody = { code: number; msg: string; data: unknown };

export interface FlowServer {
  readonly server: TestServer;
  readonly admin: string;
  /** `POST /blade-bigdata/<resource>/submit` as the administrator. */
  submit(resource: string, payload: unknown): Promise<{ status: number; body: SubmitBody }>;
}

/**
 * A fresh server whose administrator's tenant registers the flow devices HK-011 and HK-012 (one vehicle area lists
 * them): the device feeds refuse any other device.
 */
export const startFlowServer = async (): Promise<FlowServer> => {
  const server = await createTestServer();
  const admin = (await server.signIn('admin', 'admin')).access_token;
  const res = await server.call(admin, {
    method: 'POST',
    url: '/api/blade-bigdata/hikcarareas/submit',
    payload: { areaName: '大理古城南门', areaCode: 'DL-GC-S', deviceCodes: 'HK-011, HK-012' },
  });
  expect(res.statusCode).toBe(200);
  return {
    server,
    admin,
    async submit(resource, payload) {
      const answer = await server.call(admin, {
        method: 'POST',
        url: `/api/blade-bigdata/${resource}/submit`,
        payload: payload as object,
      });
      return { status: answer.statusCode, body: answer.json() as SubmitBody };
    },
  };
};
