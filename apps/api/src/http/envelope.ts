import { BusinessCode } from '@h5/api-contract';
import { HTTP_MESSAGES } from './messages';
import type { ApiEnvelopeLike } from './types';

/**
 * Business codes the server answers with (HTTP is always 200): the one table, @h5/api-contract's
 * BusinessCode, under the short name the server's files use.
 */
export { BusinessCode as Code } from '@h5/api-contract';

export const ok = <T>(data: T, message: string = HTTP_MESSAGES.ok): ApiEnvelopeLike<T> => ({ code: BusinessCode.ok, message, data });

/**
 * Thrown by services for an expected refusal (wrong password, over balance...). The error
 * handler turns it into `{code, message, data}`; a transaction around it is rolled back.
 */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = [],
  ) {
    super(message);
    this.name = 'BizError';
  }
}
