import { createHmac, randomUUID } from 'node:crypto';

/** Aliyun's percent-encoding (RFC 3986: only A–Z a–z 0–9 - _ . ~ stay as they are). */
export const aliyunEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The signature of an Aliyun RPC request (signature version 1.0, HMAC-SHA1): the parameters sorted by name and
 * encoded as `k=v&...`, signed as `GET&%2F&<encoded query>` with `<secret>&`.
 */
export const aliyunSignature = (
  method: 'GET' | 'POST',
  params: Readonly<Record<string, string>>,
  secret: string,
): string => {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunEncode(key)}=${aliyunEncode(params[key] ?? '')}`)
    .join('&');
  const toSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
};

/** The common parameters of a call, with its own, signed: the query string to send. */
export const signedAliyunQuery = (
  action: { readonly Action: string; readonly Version: string } & Readonly<Record<string, string>>,
  key: { readonly accessKeyId: string; readonly secret: string; readonly regionId: string },
  now: Date = new Date(),
  nonce: string = randomUUID(),
): string => {
  const params: Record<string, string> = {
    AccessKeyId: key.accessKeyId,
    Format: 'JSON',
    RegionId: key.regionId,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    ...action,
  };
  const signature = aliyunSignature('GET', params, key.secret);
  return `Signature=${aliyunEncode(signature)}&${Object.keys(params)
    .sort()
    .map((name) => `${aliyunEncode(name)}=${aliyunEncode(params[name] ?? '')}`)
    .join('&')}`;
};
