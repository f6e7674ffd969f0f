import { BladeError } from '../../platform/bladex-client';

/** A failed data call: the platform's BladeError under the name the engine has always used. */
export { BladeError as CrudError };

/** The message of anything thrown by a data call. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';

export const isBladeError = (error: unknown): error is BladeError => error instanceof BladeError;
