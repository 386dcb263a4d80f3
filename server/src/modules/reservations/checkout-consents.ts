import {
  CHECKOUT_CONSENT_KINDS,
  CHECKOUT_CONSENTS,
  consentRequiredMessage,
  LEGACY_CONSENT_KIND,
  LEGACY_CONSENT_VERSION,
  missingConsents,
} from '@shim/common/consents';
import { MESSAGES } from '@shim/common/messages';
import { AppError } from '../../platform/errors';
import type { ConsentRecord } from './checkout-consent.repository';

/** What a prepare says about consents: the separate ones (this site's checkout), or the old single box. */
export interface ConsentAnswer {
  /** The consents ticked (common/src/consents.ts kinds); absent from clients of the documented API. */
  consents?: readonly string[] | null;
  termsAgreed?: boolean | null;
}

/**
 * The consent rows a booking gets, or a 400 naming every required consent missing. A client that sends
 * `consents` is held to the separate required ones; a client of the documented API (no `consents`) agreed
 * on its own page with one box: `termsAgreed` true or absent is stored as that single agreement, as given,
 * and an explicit false is refused as before (docs/rest-clients.md).
 */
export function consentRecords(answer: ConsentAnswer): ConsentRecord[] {
  if (answer.consents === undefined || answer.consents === null) {
    if (answer.termsAgreed === false) throw AppError.badInput(MESSAGES.termsRequired);
    return [{ kind: LEGACY_CONSENT_KIND, version: LEGACY_CONSENT_VERSION, agreed: true }];
  }
  const agreed = answer.consents.filter((kind) => (CHECKOUT_CONSENT_KINDS as readonly string[]).includes(kind));
  const missing = missingConsents(agreed);
  if (missing.length > 0) throw AppError.badInput(consentRequiredMessage(missing));
  if (answer.termsAgreed === false) throw AppError.badInput(MESSAGES.termsRequired);
  return CHECKOUT_CONSENTS.map((consent) => ({
    kind: consent.kind,
    version: consent.version,
    agreed: agreed.includes(consent.kind),
  }));
}
