import { credentialInFile, type CredentialInFile } from '../../modules/external-credentials/credential-file';

/** The credential an uploaded file holds (PNG, SVG or JSON), or a refusal in plain words. */
export function credentialInFileTask(bytes: Uint8Array): CredentialInFile {
  // A Buffer arrives as a plain Uint8Array (structured clone): a view of the same memory, nothing copied.
  return credentialInFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
