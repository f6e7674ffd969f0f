import { RESULT_MSG } from '../../shared/bladex/index';
import { HttpError } from '../http/errors';

/**
 * A missing grant: HTTP 403 with an R of code 403 and 请求被拒绝 (REQ_REJECT, bladex-contract.md §1.4).
 * Not 401, which BladeX uses for @PreAuth and which logs Saber out: a refused button is not an expired session.
 */
export const forbidden = (): HttpError => new HttpError(403, RESULT_MSG.REQ_REJECT);
