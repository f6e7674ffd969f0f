import { HttpError } from '../../http/errors';
import { R } from '../../http/r';

/** A 400 naming the field it is about, shaped as the engine's own validation answers (`data.fieldErrors`). */
export const fieldError = (field: string, msg: string): HttpError =>
  new HttpError(400, msg, { ...R.fail(msg), data: { fieldErrors: { [field]: msg } } });
