import { documentTagLabel as tagLabel, type ListedDocument } from '@contracts/documents';
import { formatFileSize } from '@/lib/file-size';
import { formatDate } from '@/lib/format';
import { DeleteDocumentButton } from './delete-document-button';
import { DownloadDocumentButton } from './download-document-button';
import { ExpiryButton } from './expiry-button';

interface DocumentTableProps {
  /** Each with what the signed-in user may do with it (`can`), as the server's rules decide. */
  documents: ListedDocument[];
  caption: string;
}

/**
 * Name, kind, size (Bytes/KB/MB/GB), date, expiry, downloads, and the download, expiry and delete buttons the
 * document's `can` allows.
 */
export function DocumentTable({ documents, caption }: DocumentTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Nombre
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Tipo
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Tamaño
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Fecha
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Vence
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Descargas
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {documents.map((document) => (
            <tr key={document.id} className="hover:bg-muted/30">
              <th
                scope="row"
                className="max-w-xs truncate px-4 py-3 text-left font-medium"
                title={document.original_name}
              >
                {document.original_name}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{tagLabel(document)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatFileSize(document.file_size)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(document.created_at)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {document.expires_at ? formatDate(`${document.expires_at}T12:00:00Z`) : '—'}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{document.download_count}</td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  {document.can.download ? (
                    <DownloadDocumentButton id={document.id} name={document.original_name} />
                  ) : null}
                  {document.can.set_expiry && !document.is_profile_photo ? <ExpiryButton document={document} /> : null}
                  {document.can.delete ? <DeleteDocumentButton id={document.id} name={document.original_name} /> : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
