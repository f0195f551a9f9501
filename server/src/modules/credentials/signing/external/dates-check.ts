import { checkText, registerCheckTexts, textCheck, type VerifierCheck } from './check-texts';
import { asArray, VC_V1_CONTEXT, type Json } from './known-contexts';

/**
 * The 'dates' check's words. Values: `field`, the credential's field name (validFrom, issuanceDate…); `from` and
 * `until`, ISO days, written in the reader's language when answered.
 */
export const DATES_TEXTS = {
  notADate: /*i18n*/ {
    id: 'credentials.dates.notADate',
    message: 'La fecha {field} de la credencial no es una fecha válida',
  },
  notYetValid: /*i18n*/ {
    id: 'credentials.dates.notYetValid',
    message: 'La credencial todavía no es válida: lo será desde el {from, date, long}',
  },
  expired: /*i18n*/ { id: 'credentials.dates.expired', message: 'La credencial venció el {until, date, long}' },
  noDates: /*i18n*/ { id: 'credentials.dates.noDates', message: 'La credencial no tiene fechas de validez' },
  validFromUntil: /*i18n*/ {
    id: 'credentials.dates.validFromUntil',
    message: 'La credencial está vigente: válida desde el {from, date, long}, hasta el {until, date, long}',
  },
  validFrom: /*i18n*/ {
    id: 'credentials.dates.validFrom',
    message: 'La credencial está vigente: válida desde el {from, date, long}, sin fecha de vencimiento',
  },
  validUntil: /*i18n*/ {
    id: 'credentials.dates.validUntil',
    message: 'La credencial está vigente: hasta el {until, date, long}',
  },
} as const;

registerCheckTexts(Object.values(DATES_TEXTS));

/** A date of the credential: undefined when absent, null when it is not a date. */
function dateOf(value: unknown): Date | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function datesCheck(credential: Json, now: Date): { check: VerifierCheck; inside: Date } {
  const isV1 = asArray(credential['@context'])[0] === VC_V1_CONTEXT;
  const fromName = isV1 ? 'issuanceDate' : 'validFrom';
  const untilName = isV1 ? 'expirationDate' : 'validUntil';
  const from = dateOf(credential[fromName]);
  const until = dateOf(credential[untilName]);
  const failed = (found: ReturnType<typeof checkText>, inside: Date = now) => ({
    check: textCheck('dates', 'failed', found),
    inside,
  });
  if (from === null) return failed(checkText(DATES_TEXTS.notADate, { field: fromName }));
  if (until === null) return failed(checkText(DATES_TEXTS.notADate, { field: untilName }));
  if (from && from.getTime() > now.getTime())
    return failed(checkText(DATES_TEXTS.notYetValid, { from: from.toISOString() }), from);
  if (until && until.getTime() < now.getTime())
    return failed(checkText(DATES_TEXTS.expired, { until: until.toISOString() }), until);
  const passed = (found: ReturnType<typeof checkText>) => ({ check: textCheck('dates', 'passed', found), inside: now });
  if (from && until)
    return passed(checkText(DATES_TEXTS.validFromUntil, { from: from.toISOString(), until: until.toISOString() }));
  if (from) return passed(checkText(DATES_TEXTS.validFrom, { from: from.toISOString() }));
  if (until) return passed(checkText(DATES_TEXTS.validUntil, { until: until.toISOString() }));
  return { check: textCheck('dates', 'not_applicable', checkText(DATES_TEXTS.noDates)), inside: now };
}
