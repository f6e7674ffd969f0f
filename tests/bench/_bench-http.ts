// Helpers the HTTP benchmarks share (files starting with _ are not benchmarks: run.ts skips them).
import { md5Hex } from '../../src/server/auth/password';

export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export const round = (value: number) => Math.round(value * 1000) / 1000;

/** The administrator's token through the captcha grant of a server started with `captchaFixed: captcha`. */
export const adminToken = async (url: string, captcha: string): Promise<string> => {
  const { key } = (await (await fetch(`${url}/blade-auth/oauth/captcha`)).json()) as { key: string };
  const tokenUrl = `${url}/blade-auth/oauth/token?grant_type=captcha&username=admin&password=${md5Hex('admin')}&tenantId=000000&scope=all`;
  const token = (await (
    await fetch(tokenUrl, {
      method: 'POST',
      headers: { authorization: BASIC, 'tenant-id': '000000', 'captcha-key': key, 'captcha-code': captcha },
    })
  ).json()) as { access_token: string };
  return token.access_token;
};
