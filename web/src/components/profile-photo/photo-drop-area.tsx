import { useLingui } from '@lingui/react/macro';
import type { DropzoneState } from 'react-dropzone';
import { ImagePlus } from 'lucide-react';
import { DropArea } from '@/components/drop-area';

interface PhotoDropAreaProps {
  dropzone: Pick<DropzoneState, 'getRootProps' | 'getInputProps' | 'isDragActive'>;
  disabled: boolean;
  /** Why the area is disabled, when it is (e.g. the profile does not exist yet). */
  disabledReason?: string;
}

/** The empty state of the photo widget: a dashed area to click or drop an image on (spec §4.3). */
export function PhotoDropArea({ dropzone, disabled, disabledReason }: PhotoDropAreaProps) {
  const { t } = useLingui();
  return (
    <DropArea
      dropzone={dropzone}
      label={t`Subir foto de perfil`}
      disabled={disabled}
      className="rounded-xl"
      icon={
        <span aria-hidden="true" className="rounded-full bg-primary/10 p-3 text-primary">
          <ImagePlus className="size-6" />
        </span>
      }
      dropText={t`Suelta la imagen aquí`}
      prompt={t`Haz clic o arrastra una imagen`}
      hint={t`JPG, PNG • Máx. 2MB`}
    >
      {disabled && disabledReason ? <p className="text-xs text-muted-foreground">{disabledReason}</p> : null}
    </DropArea>
  );
}
