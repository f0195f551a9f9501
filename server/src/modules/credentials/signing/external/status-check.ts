import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { checkText, registerCheckTexts, textCheck, type CheckText, type VerifierCheck } from './check-texts';
import { formatProblem } from './format-check';
import { asArray, isObject, text, type Json } from './known-contexts';
import { fetchProblem, signatureCheck, type CheckFetching } from './signature-check';

const issuerIdOf = (credential: Json): string | null =>
  isObject(credential.issuer) ? text(credential.issuer.id) : text(credential.issuer);

/** The 'status' check's words; `reason` of `unknown` is one of the texts after it. */
export const STATUS_TEXTS = {
  revoked: /*i18n*/ { id: 'credentials.status.revoked', message: 'La credencial fue revocada por su emisor' },
  suspended: /*i18n*/ { id: 'credentials.status.suspended', message: 'La credencial está suspendida por su emisor' },
  /** Values: `purpose`, the list's statusPurpose as the credential writes it. */
  marked: /*i18n*/ {
    id: 'credentials.status.marked',
    message: "La credencial está marcada por su emisor (''{purpose}'')",
  },
  notRevoked: /*i18n*/ {
    id: 'credentials.status.notRevoked',
    message: 'La credencial no fue revocada (lista de estado de su emisor, consultada ahora)',
  },
  notSuspended: /*i18n*/ {
    id: 'credentials.status.notSuspended',
    message: 'La credencial no está suspendida (lista de estado de su emisor, consultada ahora)',
  },
  noStatus: /*i18n*/ {
    id: 'credentials.status.noStatus',
    message: 'La credencial no tiene estado de revocación que consultar',
  },
  unknown: /*i18n*/ {
    id: 'credentials.status.unknown',
    message: 'No se pudo consultar el estado de revocación: {reason}',
  },
  entryInvalid: /*i18n*/ { id: 'credentials.status.entryInvalid', message: 'la entrada no es válida' },
  /** Values: `type`, the entry's type. */
  unsupportedType: /*i18n*/ {
    id: 'credentials.status.unsupportedType',
    message: 'el estado es de un tipo que este verificador no consulta ({type})',
  },
  incomplete: /*i18n*/ { id: 'credentials.status.incomplete', message: 'la entrada de estado está incompleta' },
  /** Values: `url`, the list's address. */
  notAList: /*i18n*/ {
    id: 'credentials.status.notAList',
    message: '{url} no es una lista de estado (BitstringStatusListCredential)',
  },
  /** Values: `problem`, the format check's words about the list. */
  listInvalid: /*i18n*/ {
    id: 'credentials.status.listInvalid',
    message: 'la lista de estado no es válida: {problem}',
  },
  /** Values: `problem`, the signature check's words about the list. */
  listSignatureInvalid: /*i18n*/ {
    id: 'credentials.status.listSignatureInvalid',
    message: 'la firma de la lista de estado no es válida: {problem}',
  },
  otherIssuer: /*i18n*/ { id: 'credentials.status.otherIssuer', message: 'la lista de estado es de otro emisor' },
  noEncodedList: /*i18n*/ {
    id: 'credentials.status.noEncodedList',
    message: 'la lista de estado no trae su lista (encodedList)',
  },
  /** Values: `listPurpose` and `purpose`, statusPurpose values as written. */
  otherPurpose: /*i18n*/ {
    id: 'credentials.status.otherPurpose',
    message: "la lista de estado es para ''{listPurpose}'', no para ''{purpose}''",
  },
  outOfList: /*i18n*/ {
    id: 'credentials.status.outOfList',
    message: 'la posición de la credencial está fuera de la lista',
  },
  unreadable: /*i18n*/ { id: 'credentials.status.unreadable', message: 'la lista de estado no se pudo leer' },
} as const;

registerCheckTexts(Object.values(STATUS_TEXTS));

const statusIs = (outcome: VerifierCheck['outcome'], found: CheckText) => textCheck('status', outcome, found);
const unknown = (reason: CheckText): VerifierCheck => statusIs('unknown', checkText(STATUS_TEXTS.unknown, { reason }));

/** The 'status' check of one BitstringStatusListEntry. */
async function statusEntryCheck(credential: Json, entry: Json, options: CheckFetching): Promise<VerifierCheck> {
  if (entry.type !== 'BitstringStatusListEntry')
    return unknown(checkText(STATUS_TEXTS.unsupportedType, { type: String(entry.type) }));
  const listUrl = text(entry.statusListCredential);
  const index = Number(entry.statusListIndex);
  const purpose = text(entry.statusPurpose) ?? 'revocation';
  if (!listUrl || !Number.isInteger(index) || index < 0) return unknown(checkText(STATUS_TEXTS.incomplete));
  let list: unknown;
  try {
    list = await options.fetchJson(listUrl);
  } catch (error) {
    return unknown(fetchProblem(error));
  }
  if (!isObject(list) || !asArray(list.type).includes('BitstringStatusListCredential'))
    return unknown(checkText(STATUS_TEXTS.notAList, { url: listUrl }));
  const listFormat = formatProblem(list);
  if (listFormat) return unknown(checkText(STATUS_TEXTS.listInvalid, { problem: listFormat }));
  const listSignature = await signatureCheck(list, options);
  if (listSignature.outcome !== 'passed')
    return unknown(
      checkText(STATUS_TEXTS.listSignatureInvalid, { problem: listSignature.text ?? listSignature.message }),
    );
  if (issuerIdOf(list) !== issuerIdOf(credential)) return unknown(checkText(STATUS_TEXTS.otherIssuer));
  const subject = asArray(list.credentialSubject).find(isObject);
  const encodedList = text(subject?.encodedList);
  if (!encodedList) return unknown(checkText(STATUS_TEXTS.noEncodedList));
  if (text(subject?.statusPurpose) && subject?.statusPurpose !== purpose)
    return unknown(checkText(STATUS_TEXTS.otherPurpose, { listPurpose: String(subject?.statusPurpose), purpose }));
  let set: boolean;
  try {
    const decoded = await decodeList({ encodedList });
    if (index >= decoded.length) return unknown(checkText(STATUS_TEXTS.outOfList));
    set = decoded.getStatus(index);
  } catch {
    return unknown(checkText(STATUS_TEXTS.unreadable));
  }
  if (set)
    return statusIs(
      'failed',
      purpose === 'revocation'
        ? checkText(STATUS_TEXTS.revoked)
        : purpose === 'suspension'
          ? checkText(STATUS_TEXTS.suspended)
          : checkText(STATUS_TEXTS.marked, { purpose }),
    );
  return statusIs('passed', checkText(purpose === 'suspension' ? STATUS_TEXTS.notSuspended : STATUS_TEXTS.notRevoked));
}

export async function statusCheck(credential: Json, options: CheckFetching): Promise<VerifierCheck> {
  const entries = asArray(credential.credentialStatus);
  if (entries.length === 0) return statusIs('not_applicable', checkText(STATUS_TEXTS.noStatus));
  const checks: VerifierCheck[] = [];
  for (const entry of entries) {
    if (!isObject(entry)) {
      checks.push(unknown(checkText(STATUS_TEXTS.entryInvalid)));
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
