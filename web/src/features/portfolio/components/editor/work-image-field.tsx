import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { ImagePlus, X } from 'lucide-react';
import type { PortfolioWork } from '@contracts/portfolio';
import { BlobImage } from '@/components/blob-image';
import { DropArea } from '@/components/drop-area';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { PORTFOLIO_IMAGE_ACCEPT, pickWorkImage } from './work-form-model';
import { WorkThumbnail } from './work-thumbnail';

interface WorkImageFieldProps {
  /** The image picked and not sent yet. */
  file: File | null;
  /** The work being edited: its current image is shown while no new one is picked (and then kept). */
  work?: PortfolioWork;
  error: string | null;
  disabled: boolean;
  /** A new image, none ('Quitar imagen'), or why the one picked is refused. */
  onChange: (file: File | null, problem: string | null) => void;
}

/**
 * 'Imagen': JPG, PNG or WebP up to 10 MB, checked in the browser before it is sent; required for a new work, a
 * replacement of the current one when editing.
 */
export function WorkImageField({ file, work, error, disabled, onChange }: WorkImageFieldProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const dropzone = useDropzone({
    accept: PORTFOLIO_IMAGE_ACCEPT,
    multiple: false,
    disabled,
    // The browser's own refusals are checked again, so that the messages are the contract's.
    onDrop: (accepted, rejected) => {
      const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
      if (files.length === 0) return;
      const picked = pickWorkImage(files);
      onChange(picked.file, picked.problem);
    },
  });
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2 sm:col-span-2">
      <p id={labelId} className="text-sm leading-none font-medium">
        Imagen
        {work ? null : (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        )}
      </p>
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border p-3">
          <span className="inline-flex aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-md bg-muted">
            <BlobImage blob={file} alt="Vista previa de la imagen elegida" className="size-full object-cover" />
          </span>
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="truncate text-sm font-medium">{file.name}</p>
            <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
          </div>
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => onChange(null, null)}>
            <X aria-hidden="true" />
            Quitar imagen
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {work ? (
            <div className="flex items-center gap-2 text-sm text-muted-foreground">
              <WorkThumbnail work={work} className="w-20 sm:w-20" />
              <span>Imagen actual</span>
            </div>
          ) : null}
          <DropArea
            dropzone={dropzone}
            label={work ? 'Cambiar la imagen de la obra' : 'Seleccionar la imagen de la obra'}
            describedBy={describedBy}
            disabled={disabled}
            icon={<ImagePlus aria-hidden="true" className="size-7 text-muted-foreground" />}
            dropText="Suelta la imagen aquí"
            prompt="Haz clic o arrastra una imagen"
            hint="JPG, PNG o WebP • Máx. 10 MB"
            className="flex-1 p-4"
          />
        </div>
      )}
      <p id={hintId} className="sr-only">
        {work
          ? 'JPG, PNG o WebP de hasta 10 MB. Sin una imagen nueva, la obra conserva la actual.'
          : 'JPG, PNG o WebP de hasta 10 MB.'}
      </p>
      <FieldError id={errorId} message={error ?? undefined} announce />
    </div>
  );
}
