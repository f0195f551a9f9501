import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { BADGE_IMAGE_ACCEPT } from '@/config/ui';
import { BadgeImage } from '@/components/badge-image';
import { ImageField } from '@/components/image-field';
import { Button } from '@/components/ui/button';
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
  onChange: (file: File | null, problem: string | null) => void;
}

/** 'Imagen (opcional)': PNG, JPG or WebP up to 2 MB, with a preview, 'Quitar imagen' and 'Quitar imagen actual'. */
export function BadgeImageField({
  file,
  currentUrl,
  onRemoveCurrent,
  color,
  error,
  disabled,
  onChange,
}: BadgeImageFieldProps) {
  const { t } = useLingui();
  return (
    <ImageField
      label={t`Imagen (opcional)`}
      accept={BADGE_IMAGE_ACCEPT}
      pick={pickBadgeImage}
      file={file}
      current={
        currentUrl ? (
          <>
            <BadgeImage
              url={currentUrl}
              color={color}
              alt={t`Imagen actual del badge`}
              className="size-16 rounded-md"
            />
            <span>
              <Trans>Imagen actual</Trans>
            </span>
            <Button variant="outline" size="sm" disabled={disabled} onClick={onRemoveCurrent}>
              <X aria-hidden="true" />
              <Trans>Quitar imagen actual</Trans>
            </Button>
          </>
        ) : null
      }
      dropLabel={currentUrl ? t`Cambiar la imagen del badge` : t`Seleccionar la imagen del badge`}
      hint={t`PNG, JPG o WebP • Máx. 2 MB`}
      description={t`PNG, JPG o WebP de hasta 2 MB.`}
      previewClassName="size-16"
      error={error}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
