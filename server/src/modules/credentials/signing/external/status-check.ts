import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import type { CredentialCheck } from '@contracts/external-credentials';
import { FetchRefusedError } from '../safe-fetch';
import { declaredWords } from './check-texts';
import { formatProblem } from './format-check';
import { asArray, isObject, text, type Json } from './known-contexts';
import { signatureCheck, type CheckFetching } from './signature-check';

const issuerIdOf = (credential: Json): string | null =>
  isObject(credential.issuer) ? text(credential.issuer.id) : text(credential.issuer);

const STATUS_WORDS: Record<string, string> = {
  revocation: 'La credencial fue revocada por su emisor',
  suspension: 'La credencial está suspendida por su emisor',
};

/** The 'status' check of one BitstringStatusListEntry. */
async function statusEntryCheck(credential: Json, entry: Json, options: CheckFetching): Promise<CredentialCheck> {
  const unknown = (reason: string): CredentialCheck => ({
    id: 'status',
    outcome: 'unknown',
    message: `No se pudo consultar el estado de revocación: ${reason}`,
  });
  if (entry.type !== 'BitstringStatusListEntry')
    return unknown(`el estado es de un tipo que este verificador no consulta (${String(entry.type)})`);
  const listUrl = text(entry.statusListCredential);
  const index = Number(entry.statusListIndex);
  const purpose = text(entry.statusPurpose) ?? 'revocation';
  if (!listUrl || !Number.isInteger(index) || index < 0) return unknown('la entrada de estado está incompleta');
  let list: unknown;
  try {
    list = await options.fetchJson(listUrl);
  } catch (error) {
    return unknown(error instanceof FetchRefusedError ? error.message : String(error));
  }
  if (!isObject(list) || !asArray(list.type).includes('BitstringStatusListCredential'))
    return unknown(`${listUrl} no es una lista de estado (BitstringStatusListCredential)`);
  const listFormat = formatProblem(list);
  if (listFormat) return unknown(`la lista de estado no es válida: ${declaredWords(listFormat)}`);
  const listSignature = await signatureCheck(list, options);
  if (listSignature.outcome !== 'passed')
    return unknown(`la firma de la lista de estado no es válida: ${listSignature.message}`);
  if (issuerIdOf(list) !== issuerIdOf(credential)) return unknown('la lista de estado es de otro emisor');
  const subject = asArray(list.credentialSubject).find(isObject);
  const encodedList = text(subject?.encodedList);
  if (!encodedList) return unknown('la lista de estado no trae su lista (encodedList)');
  if (text(subject?.statusPurpose) && subject?.statusPurpose !== purpose)
    return unknown(`la lista de estado es para '${String(subject?.statusPurpose)}', no para '${purpose}'`);
  let set: boolean;
  try {
    const decoded = await decodeList({ encodedList });
    if (index >= decoded.length) return unknown('la posición de la credencial está fuera de la lista');
    set = decoded.getStatus(index);
  } catch {
    return unknown('la lista de estado no se pudo leer');
  }
  if (set)
    return {
      id: 'status',
      outcome: 'failed',
      message: STATUS_WORDS[purpose] ?? `La credencial está marcada por su emisor ('${purpose}')`,
    };
  return {
    id: 'status',
    outcome: 'passed',
    message:
      purpose === 'suspension'
        ? 'La credencial no está suspendida (lista de estado de su emisor, consultada ahora)'
        : 'La credencial no fue revocada (lista de estado de su emisor, consultada ahora)',
  };
}

export async function statusCheck(credential: Json, options: CheckFetching): Promise<CredentialCheck> {
  const entries = asArray(credential.credentialStatus);
  if (entries.length === 0)
    return {
      id: 'status',
      outcome: 'not_applicable',
      message: 'La credencial no tiene estado de revocación que consultar',
    };
  const checks: CredentialCheck[] = [];
  for (const entry of entries) {
    if (!isObject(entry)) {
      checks.push({
        id: 'status',
        outcome: 'unknown',
        message: 'No se pudo consultar el estado de revocación: la entrada no es válida',
      });
      continue;
    }
    checks.push(await statusEntryCheck(credential, entry, options));
  }
  return (
    checks.find((check) => check.outcome === 'failed') ??
    checks.find((check) => check.outcome === 'unknown') ??
    checks[0]!
  );
}
