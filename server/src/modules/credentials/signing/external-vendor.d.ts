/*
 * The parts of the packages the verifier of credentials from elsewhere uses (external-verifier.ts) that ship no
 * types: the Ed25519Signature2020 suite, its key class (the tests sign with it), and the contexts it and the
 * Bitstring Status List name. Only what is called is declared.
 */

declare module '@digitalbazaar/ed25519-signature-2020' {
  export class Ed25519Signature2020 {
    constructor(options?: { key?: unknown; signer?: unknown; date?: string | Date });
  }
  export const suiteContext: { CONTEXT_URL: string; contexts: Map<string, Record<string, unknown>> };
}

declare module '@digitalbazaar/ed25519-verification-key-2020' {
  export class Ed25519VerificationKey2020 {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    fingerprint(): string;
    signer(): { id?: string; algorithm: string; sign(options: { data: Uint8Array }): Promise<Uint8Array> };
    export(options?: { publicKey?: boolean; includeContext?: boolean }): Promise<Record<string, unknown>>;
    static generate(options?: {
      seed?: Uint8Array;
      id?: string;
      controller?: string;
    }): Promise<Ed25519VerificationKey2020>;
  }
}

declare module 'ed25519-signature-2020-context' {
  const value: { contexts: Map<string, Record<string, unknown>>; CONTEXT_URL: string };
  export default value;
}

declare module '@digitalbazaar/vc-bitstring-status-list-context' {
  export const contexts: Map<string, Record<string, unknown>>;
  export const CONTEXT_URL: string;
}
