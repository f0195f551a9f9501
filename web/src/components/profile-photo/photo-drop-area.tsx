import type { DropzoneState } from 'react-dropzone';
import { ImagePlus } from 'lucide-react';
import { cn } from '@/lib/utils';

interface PhotoDropAreaProps {
  dropzone: Pick<DropzoneState, 'getRootProps' | 'getInputProps' | 'isDragActive'>;
  disabled: boolean;
  /** Why the area is disabled, when it is (e.g. the profile does not exist yet). */
  disabledReason?: string;
}

/** The empty state of the photo widget: a dashed area to click or drop an image on (spec §4.3). */
export function PhotoDropArea({ dropzone, disabled, disabledReason }: PhotoDropAreaProps) {
  const { getRootProps, getInputProps, isDragActive } = dropzone;
  return (
    <>
      {/* Outside the area (a control must not hold another); it only opens the file dialog. */}
      <input {...getInputProps({ 'aria-hidden': true })} />
      <div
        {...getRootProps({
          role: 'button',
          'aria-label': 'Subir foto de perfil',
          'aria-disabled': disabled || undefined,
          className: cn(
            'flex w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-input p-6 text-center transition-colors hover:border-primary/60 hover:bg-primary/5 focus-visible:outline-2 focus-visible:outline-ring',
            isDragActive && 'border-primary bg-primary/10',
            disabled && 'cursor-not-allowed opacity-60 hover:border-input hover:bg-transparent',
          ),
        })}
      >
        <span aria-hidden="true" className="rounded-full bg-primary/10 p-3 text-primary">
          <ImagePlus className="size-6" />
        </span>
        {isDragActive ? (
          <p className="text-sm font-medium">Suelta la imagen aquí</p>
        ) : (
          <>
            <p className="text-sm font-medium">Haz clic o arrastra una imagen</p>
            <p className="text-xs text-muted-foreground">JPG, PNG • Máx. 2MB</p>
          </>
        )}
        {disabled && disabledReason ? <p className="text-xs text-muted-foreground">{disabledReason}</p> : null}
      </div>
    </>
  );
}
