import { useDropzone } from 'react-dropzone';
import { FileText, FileUp, X } from 'lucide-react';
import { DOCUMENT_MAX_BYTES } from '@contracts/constants';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { cn } from '@/lib/utils';
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
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
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
    return (
      <div className="flex items-center gap-3 rounded-lg border bg-muted/30 p-3">
        <FileText aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={file.name}>
            {file.name}
          </p>
          <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label={`Quitar ${file.name}`} disabled={disabled} onClick={() => onFile(null)}>
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <>
      {/* Outside the area (a control must not hold another); it only opens the file dialog. */}
      <input {...getInputProps({ 'aria-hidden': true })} />
      <div
        {...getRootProps({
          role: 'button',
          'aria-label': 'Seleccionar archivo',
          'aria-describedby': errorId ? `${labelId} ${errorId}` : labelId,
          className: cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center transition-colors hover:border-primary/60 hover:bg-primary/5 focus-visible:outline-2 focus-visible:outline-ring',
            isDragActive && 'border-primary bg-primary/10',
            disabled && 'cursor-not-allowed opacity-60',
          ),
        })}
      >
        <FileUp aria-hidden="true" className="size-8 text-primary" />
        {isDragActive ? (
          <p className="text-sm font-medium">Suelta el archivo aquí</p>
        ) : (
          <>
            <p className="text-sm font-medium">Arrastra un archivo aquí o haz clic para seleccionarlo</p>
            <p className="text-xs text-muted-foreground">PDF, JPG, JPEG, PNG • Máx. 10MB</p>
          </>
        )}
      </div>
    </>
  );
}
