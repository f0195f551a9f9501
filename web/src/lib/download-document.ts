import { ApiError, getToken } from './api-client';

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

/**
 * Downloads GET /api/document-direct/{id} with the session's token (a bare link cannot send it) and hands
 * the file to the browser: fetch → blob → object URL → a temporary <a download> click.
 * Throws ApiError('{status}: {text}') on a refusal.
 */
export async function downloadDocument(id: number, fileName?: string): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/document-direct/${id}`, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  const name = fileName || fileNameFromDisposition(response.headers.get('Content-Disposition')) || `documento-${id}`;
  const url = URL.createObjectURL(await response.blob());
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
