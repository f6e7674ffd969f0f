import { RESULT_MSG } from '../../shared/bladex/index';
import { HttpError } from '../http/errors';

/**
 * A missing grant: HTTP 403 with an R of code 403 and 请求被拒绝 (REQ_REJECT, bladex-contract.md §1.4).
 * Not 401, which BladeX uses for @PreAuth and which logs Saber out: a refused button is not an expired session.
 */
export const forbidden = (): HttpError => new HttpError(403, RESULT_MSG.REQ_REJECT);

/**
 * A role check BladeX makes with `@PreAuth(hasAnyRole(...))` refused: HTTP 401 with an R of code 401 and 请求未授权,
 * as its SecureException answers. Clients tell it from a lost session by the whole R (`success: false`) on an
 * HTTP 401; a refused token has no `success` (gateway) or comes as HTTP 200 (service).
 */
export const preAuthDenied = (): HttpError => new HttpError(401, RESULT_MSG.UN_AUTHORIZED);
