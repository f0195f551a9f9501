import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useDropzone, type Accept } from 'react-dropzone';
import { ImagePlus, X } from 'lucide-react';
import { BlobImage } from '@/components/blob-image';
import { DropArea } from '@/components/drop-area';
import { FieldError, RequiredMark } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { cn } from '@/lib/utils';

export interface PickedImage {
  file: File | null;
  problem: string | null;
}

interface ImageFieldProps {
  /** The field's visible name ('Imagen', 'Imagen (opcional)'). */
  label: string;
  required?: boolean;
  accept: Accept;
  /** Checks the files dropped or chosen (the browser's refusals included) in the contract's words. */
  pick: (files: File[]) => PickedImage;
  /** The image picked and not sent yet. */
  file: File | null;
  /** What is stored now ('Imagen actual' and its controls), shown while no new image is picked. */
  current?: ReactNode;
  /** The drop area's accessible name. */
  dropLabel: string;
  /** The visible hint inside the drop area ('PNG, JPG o WebP • Máx. 2 MB'). */
  hint: string;
  /** The field's description for screen readers. */
  description: string;
  /** The preview's box (size and shape). */
  previewClassName: string;
  error: string | null;
  disabled: boolean;
  /** A new image, none ('Quitar imagen'), or why the one picked is refused. */
  onChange: (file: File | null, problem: string | null) => void;
}

/** One image picked by drop or click, checked in the browser before it is sent, with a preview and 'Quitar imagen'. */
export function ImageField({
  label,
  required = false,
  accept,
  pick,
  file,
  current,
  dropLabel,
  hint,
  description,
  previewClassName,
  error,
  disabled,
  onChange,
}: ImageFieldProps) {
  const { t } = useLingui();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const dropzone = useDropzone({
    accept,
    multiple: false,
    disabled,
    // The browser's own refusals are checked again, so that the messages are the contract's.
    onDrop: (accepted, rejected) => {
      const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
      if (files.length === 0) return;
      const picked = pick(files);
      onChange(picked.file, picked.problem);
    },
  });
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2 sm:col-span-2">
      <p id={labelId} className="text-sm leading-none font-medium">
        {label}
        {required ? <RequiredMark /> : null}
      </p>
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border p-3">
          <span className={cn('inline-flex shrink-0 overflow-hidden rounded-md bg-muted', previewClassName)}>
            <BlobImage blob={file} alt={t`Vista previa de la imagen elegida`} className="size-full object-cover" />
          </span>
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="truncate text-sm font-medium">{file.name}</p>
            <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
          </div>
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => onChange(null, null)}>
            <X aria-hidden="true" />
            <Trans>Quitar imagen</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {current ? <div className="flex items-center gap-2 text-sm text-muted-foreground">{current}</div> : null}
          <DropArea
            dropzone={dropzone}
            label={dropLabel}
            describedBy={describedBy}
            disabled={disabled}
            icon={<ImagePlus aria-hidden="true" className="size-7 text-muted-foreground" />}
            dropText={t`Suelta la imagen aquí`}
            prompt={t`Haz clic o arrastra una imagen`}
            hint={hint}
            className="flex-1 p-4"
          />
        </div>
      )}
      <p id={hintId} className="sr-only">
        {description}
      </p>
      <FieldError id={errorId} message={error ?? undefined} announce />
    </div>
  );
}
