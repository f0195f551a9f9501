import type { CredentialCheck } from '@contracts/external-credentials';

/*
 * The 'issuer' check (issue 41): a signature proves which key signed, never who holds that key. The issuer is
 * recognised only when its DID is the school's own or on the trusted issuers' list staff keep, and is then named by
 * the name staff gave it; the name the file gives itself is only ever quoted as what the file says.
 */

export interface IssuerFacts {
  /** The issuer's DID the credential names (the signature check tied its key to it). */
  issuerId: string | null;
  /** The name the file gives its issuer: quoted, never vouched for. */
  claimedName: string | null;
  signature: CredentialCheck['outcome'];
}

export interface KnownIssuers {
  /** The school's own issuer: the DID its own badge credentials are signed with, and the school's name. */
  own: { did: string; name: string } | null;
  /** The trusted issuers' list: DID → the name staff gave it. */
  trusted: ReadonlyMap<string, string>;
}

export interface IssuerVerdict {
  check: CredentialCheck;
  /** The name to show the issuer by: staff's (or the school's), or null when not recognised. */
  recognisedName: string | null;
}

export const fileSays = (name: string | null) => (name ? `. El archivo dice: «${name}»` : '');

export function issuerCheck(facts: IssuerFacts, known: KnownIssuers): IssuerVerdict {
  const { issuerId, claimedName } = facts;
  if (facts.signature !== 'passed')
    return {
      check: {
        id: 'issuer',
        outcome: 'unknown',
        message: `No se comprobó: sin una firma válida nada prueba quién la emitió${fileSays(claimedName)}`,
      },
      recognisedName: null,
    };
  const isOwn = issuerId !== null && issuerId === known.own?.did;
  const recognisedName = !issuerId ? null : isOwn ? known.own!.name : (known.trusted.get(issuerId) ?? null);
  if (issuerId && recognisedName !== null)
    return {
      check: {
        id: 'issuer',
        outcome: 'passed',
        message: isOwn
          ? `Emisor reconocido: ${recognisedName}, esta escuela (${issuerId})`
          : `Emisor reconocido: ${recognisedName}, en la lista de emisores de confianza de la escuela (${issuerId})`,
      },
      recognisedName,
    };
  return {
    check: {
      id: 'issuer',
      outcome: 'failed',
      message: `Emisor no reconocido: ${issuerId ?? 'la credencial no nombra su emisor'} no está en la lista de emisores de confianza de la escuela${fileSays(claimedName)}`,
    },
    recognisedName: null,
  };
}
