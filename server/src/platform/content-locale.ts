import { CONTENT_MESSAGES } from '@shim/common/content-messages';
import { isLocale, type Locale } from '@shim/common/locales';
import type { RequestContext } from './context';
import { AppError } from './errors';

/**
 * The language a content field answers in: the field's `locale` argument when given (a 400 when it is not one
 * of ours), else the request's (`Accept-Language`, which the site's own pages set).
 */
export function contentLocale(ctx: Pick<RequestContext, 'locale'>, argument: string | null | undefined): Locale {
  if (argument === null || argument === undefined) return ctx.locale;
  if (!isLocale(argument)) throw AppError.badInput(CONTENT_MESSAGES.localeInvalid);
  return argument;
}
