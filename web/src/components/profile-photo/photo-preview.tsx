import { Trans, useLingui } from '@lingui/react/macro';
import type { DropzoneState } from 'react-dropzone';
import { ImageUp, Trash2 } from 'lucide-react';
import { BlobImage } from '@/components/blob-image';
import { PersonPhoto } from '@/components/person-photo/person-photo';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { PhotoBusy } from './use-profile-photo';

interface PhotoPreviewProps {
  dropzone: Pick<DropzoneState, 'getRootProps' | 'getInputProps' | 'isDragActive' | 'open'>;
  /** The stored photo URL (the person icon shows when it is broken). */
  url: string | null;
  /** The file being uploaded, shown at once as a local preview. */
  localFile: File | null;
  busy: PhotoBusy;
  alt: string;
  onDelete: () => void;
}

/** The round photo with 'Cambiar' and 'Eliminar'; while uploading, the local preview and 'Subiendo foto...' (spec §4.3). */
export function PhotoPreview({ dropzone, url, localFile, busy, alt, onDelete }: PhotoPreviewProps) {
  const { t } = useLingui();
  const { getRootProps, getInputProps, isDragActive, open } = dropzone;
  const disabled = busy !== 'idle';
  return (
    <div
      {...getRootProps({
        className: cn(
          'flex w-full flex-col items-center gap-3 rounded-xl border p-4 text-center transition-colors',
          isDragActive && 'border-primary bg-primary/10',
        ),
      })}
    >
      <input {...getInputProps({ 'aria-hidden': true, 'aria-label': t`Subir foto de perfil` })} />
      {localFile ? (
        <span className="inline-flex size-24 shrink-0 overflow-hidden rounded-full bg-muted">
          <BlobImage blob={localFile} alt={t`Vista previa de la foto`} className="size-full object-cover opacity-70" />
        </span>
      ) : (
        <PersonPhoto url={url} size="medium" alt={alt} className="size-24" eager />
      )}
      <div className="grid justify-items-center gap-2">
        {busy === 'uploading' ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium">
            <Spinner className="[&_svg]:size-4" />
            <Trans>Subiendo foto...</Trans>
          </p>
        ) : isDragActive ? (
          <p className="text-sm font-medium">
            <Trans>Suelta la imagen aquí</Trans>
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={open}>
            <ImageUp aria-hidden="true" />
            <Trans>Cambiar</Trans>
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={onDelete}
            className="text-destructive hover:text-destructive"
          >
            {busy === 'deleting' ? <Spinner className="[&_svg]:size-4" /> : <Trash2 aria-hidden="true" />}
            <Trans>Eliminar</Trans>
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          <Trans>JPG, PNG • Máx. 2MB</Trans>
        </p>
      </div>
    </div>
  );
}
