import { httpStatusOf, ResultCode } from '@portal/shared/codes';

export type MessageParams = Record<string, string | number>;

/**
 * A failure the caller should see. `key` is a message key of the server catalogue
 * (platform/i18n), translated to the caller's language when the envelope is written.
 */
export class AppError extends Error {
  constructor(
    readonly code: ResultCode,
    readonly key: string,
    readonly params: MessageParams = {},
    readonly httpStatus: number = httpStatusOf[code],
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** A business rule refused the request (1111). */
export const fail = (key: string, params?: MessageParams): AppError =>
  new AppError(ResultCode.failure, key, params);

/** A row that does not exist or belongs to another partner: both answer the same (DESIGN.md 4). */
export const notFound = (key = 'common.notFound', params?: MessageParams): AppError =>
  new AppError(ResultCode.failure, key, params, 404);

export const notLoggedIn = (key = 'auth.notLoggedIn'): AppError => new AppError(ResultCode.notLoggedIn, key);

export const noPermission = (): AppError => new AppError(ResultCode.noPermission, 'auth.noPermission');

export const blocked = (key: string, params?: MessageParams): AppError =>
  new AppError(ResultCode.blocked, key, params);

export const tooManyRequests = (key = 'common.tooManyRequests'): AppError =>
  new AppError(ResultCode.failure, key, {}, 429);
