import type { CredentialCheck } from '@contracts/external-credentials';
import { asArray, VC_V1_CONTEXT, type Json } from './known-contexts';

const longDate = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' });
/** '3 de marzo de 2025' (UTC). */
export function dateInWords(date: Date): string {
  return longDate.format(date);
}

/** A date of the credential: undefined when absent, null when it is not a date. */
function dateOf(value: unknown): Date | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function datesCheck(credential: Json, now: Date): { check: CredentialCheck; inside: Date } {
  const isV1 = asArray(credential['@context'])[0] === VC_V1_CONTEXT;
  const fromName = isV1 ? 'issuanceDate' : 'validFrom';
  const untilName = isV1 ? 'expirationDate' : 'validUntil';
  const from = dateOf(credential[fromName]);
  const until = dateOf(credential[untilName]);
  const failed = (message: string, inside: Date = now) => ({
    check: { id: 'dates' as const, outcome: 'failed' as const, message },
    inside,
  });
  if (from === null) return failed(`La fecha ${fromName} de la credencial no es una fecha válida`);
  if (until === null) return failed(`La fecha ${untilName} de la credencial no es una fecha válida`);
  if (from && from.getTime() > now.getTime())
    return failed(`La credencial todavía no es válida: lo será desde el ${dateInWords(from)}`, from);
  if (until && until.getTime() < now.getTime()) return failed(`La credencial venció el ${dateInWords(until)}`, until);
  if (!from && !until)
    return {
      check: { id: 'dates', outcome: 'not_applicable', message: 'La credencial no tiene fechas de validez' },
      inside: now,
    };
  const parts = [
    from ? `válida desde el ${dateInWords(from)}` : null,
    until ? `hasta el ${dateInWords(until)}` : 'sin fecha de vencimiento',
  ].filter(Boolean);
  return {
    check: { id: 'dates', outcome: 'passed', message: `La credencial está vigente: ${parts.join(', ')}` },
    inside: now,
  };
}
