import type { FastifyRequest } from 'fastify';
import type { Identity } from '../auth/identity';
import { identityOf } from '../http/auth-guard';
import { badRequest } from '../http/errors';
import type { CrudServices } from './crud-services';
import { forbidden } from './forbidden';
import { isPlatformAdministrator } from './grants';

/** The caller, refused with 403 unless their roles hold the button code. */
export const withButton = (services: CrudServices, request: FastifyRequest, code: string): Identity => {
  const identity = identityOf(request);
  services.grants.requireButton(identity, code);
  return identity;
};

/** The caller, refused with 403 unless they hold one of the codes (or are the platform administrator). */
export const withAnyGrant = (services: CrudServices, request: FastifyRequest, codes: readonly string[]): Identity => {
  const identity = identityOf(request);
  if (isPlatformAdministrator(identity)) return identity;
  const held = services.grants.codes(identity);
  if (!codes.some((code) => held.has(code))) throw forbidden();
  return identity;
};

export const queryOf = (request: FastifyRequest): Record<string, unknown> =>
  (request.query ?? {}) as Record<string, unknown>;

/** A comma list of snowflake ids from a query parameter; empty or malformed is a 400 naming it. */
export const idsParam = (request: FastifyRequest, param: string, label: string): string[] => {
  const raw = queryOf(request)[param];
  const text = typeof raw === 'string' ? raw.trim() : '';
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw badRequest(`请选择${label}`);
  if (ids.length > 1000 || !ids.every((id) => /^\d{1,20}$/.test(id))) throw badRequest(`参数错误: ${param} 格式不正确`);
  return ids;
};

/** An optional single id parameter ('' or absent → undefined). */
export const optionalId = (request: FastifyRequest, param: string): string | undefined => {
  const raw = queryOf(request)[param];
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return undefined;
  if (!/^\d{1,20}$/.test(text)) throw badRequest(`参数错误: ${param} 格式不正确`);
  return text;
};
