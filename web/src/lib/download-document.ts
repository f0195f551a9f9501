import { t } from '@lingui/core/macro';
import { api } from './api-client';

/** The name the server gives in Content-Disposition (filename* first), else undefined. */
function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1];
}

/** Hands a file to the browser: object URL → a temporary <a download> click. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob asynchronously after the click; release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads any GET answer through the api client (with the bearer token a bare link cannot send) and saves it
 * under the server's name (Content-Disposition), else `fallbackName`. Throws ApiError on a refusal.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await api.getResponse(path);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a header's name
  saveFile(await response.blob(), fileNameFromDisposition(response.headers.get('Content-Disposition')) || fallbackName);
}

/**
 * Downloads GET /api/document-direct/{id} through the api client (a bare link cannot send the token) and saves
 * it under `fileName`, else the server's name. Throws ApiError('{status}: {text}') on a refusal.
 */
export async function downloadDocument(id: number, fileName?: string): Promise<void> {
  const response = await api.getResponse(`/api/document-direct/${id}`);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a header's name
  const name = fileName || fileNameFromDisposition(response.headers.get('Content-Disposition')) || t`documento-${id}`;
  saveFile(await response.blob(), name);
}
