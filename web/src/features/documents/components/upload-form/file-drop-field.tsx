import { useLingui } from '@lingui/react/macro';
import { useDropzone } from 'react-dropzone';
import { FileText, FileUp, X } from 'lucide-react';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_MB } from '@contracts/constants';
import { DropArea } from '@/components/drop-area';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { DOCUMENT_ACCEPT, documentRejectionMessage } from './file-rejection';

interface FileDropFieldProps {
  /** The id of the visible label ('Archivo'). */
  labelId: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** A refused file: the §5 message (the chosen file, if any, is dropped). */
  onRejected: (message: string) => void;
  disabled: boolean;
  errorId?: string;
}

/** One file by drop or click (pdf, jpg, jpeg, png; at most 10 MB); once chosen, its name and size with 'Quitar'. */
export function FileDropField({ labelId, file, onFile, onRejected, disabled, errorId }: FileDropFieldProps) {
  const { t } = useLingui();
  const dropzone = useDropzone({
    accept: DOCUMENT_ACCEPT,
    maxSize: DOCUMENT_MAX_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled,
    onDrop: (accepted, rejections) => {
      if (rejections.length > 0) onRejected(documentRejectionMessage(rejections));
      else if (accepted[0]) onFile(accepted[0]);
    },
  });

  if (file) {
    const fileName = file.name;
    return (
      <div className="flex items-center gap-3 rounded-lg border bg-muted/30 p-3">
        <FileText aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={file.name}>
            {file.name}
          </p>
          <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t`Quitar ${fileName}`}
          disabled={disabled}
          onClick={() => onFile(null)}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <DropArea
      dropzone={dropzone}
      label={t`Seleccionar archivo`}
      describedBy={errorId ? `${labelId} ${errorId}` : labelId}
      disabled={disabled}
      icon={<FileUp aria-hidden="true" className="size-8 text-primary" />}
      dropText={t`Suelta el archivo aquí`}
      prompt={t`Arrastra un archivo aquí o haz clic para seleccionarlo`}
      hint={t`PDF, JPG, JPEG, PNG • Máx. ${DOCUMENT_MAX_MB}MB`}
    />
  );
}
