import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { ImagePlus, X } from 'lucide-react';
import { BADGE_IMAGE_ACCEPT } from '@/config/ui';
import { BlobImage } from '@/components/blob-image';
import { DropArea } from '@/components/drop-area';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { BadgeImage } from '@/components/badge-image';
import { pickBadgeImage } from './badge-image-rules';

interface BadgeImageFieldProps {
  /** The image picked and not sent yet. */
  file: File | null;
  /** The badge's current image (edit), shown while no new one is picked. */
  currentUrl: string | null;
  /** 'Quitar imagen actual': the badge is saved without its image. */
  onRemoveCurrent: () => void;
  color: string;
  error: string | null;
  disabled: boolean;
  /** A new image, none ('Quitar imagen'), or why the one picked is refused. */
  onChange: (file: File | null, problem: string | null) => void;
}

/** 'Imagen (opcional)': PNG, JPG or WebP up to 2 MB, checked in the browser before it is sent; a preview and 'Quitar imagen'. */
export function BadgeImageField({
  file,
  currentUrl,
  onRemoveCurrent,
  color,
  error,
  disabled,
  onChange,
}: BadgeImageFieldProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const dropzone = useDropzone({
    accept: BADGE_IMAGE_ACCEPT,
    multiple: false,
    disabled,
    // The browser's own refusals are checked again, so that the messages are the contract's.
    onDrop: (accepted, rejected) => {
      const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
      if (files.length === 0) return;
      const picked = pickBadgeImage(files);
      onChange(picked.file, picked.problem);
    },
  });
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2 sm:col-span-2">
      <p id={labelId} className="text-sm leading-none font-medium">
        Imagen (opcional)
      </p>
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border p-3">
          <span className="inline-flex size-16 shrink-0 overflow-hidden rounded-md bg-muted">
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
          {currentUrl ? (
            <div className="flex items-center gap-2 text-sm text-muted-foreground">
              <BadgeImage url={currentUrl} color={color} alt="Imagen actual del badge" className="size-16 rounded-md" />
              <span>Imagen actual</span>
              <Button variant="outline" size="sm" disabled={disabled} onClick={onRemoveCurrent}>
                <X aria-hidden="true" />
                Quitar imagen actual
              </Button>
            </div>
          ) : null}
          <DropArea
            dropzone={dropzone}
            label={currentUrl ? 'Cambiar la imagen del badge' : 'Seleccionar la imagen del badge'}
            describedBy={describedBy}
            disabled={disabled}
            icon={<ImagePlus aria-hidden="true" className="size-7 text-muted-foreground" />}
            dropText="Suelta la imagen aquí"
            prompt="Haz clic o arrastra una imagen"
            hint="PNG, JPG o WebP • Máx. 2 MB"
            className="flex-1 p-4"
          />
        </div>
      )}
      <p id={hintId} className="sr-only">
        PNG, JPG o WebP de hasta 2 MB.
      </p>
      <FieldError id={errorId} message={error ?? undefined} announce />
    </div>
  );
}
