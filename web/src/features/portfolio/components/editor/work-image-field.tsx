import { Trans, useLingui } from '@lingui/react/macro';
import type { PortfolioWork } from '@contracts/portfolio';
import { ImageField } from '@/components/image-field';
import { PORTFOLIO_IMAGE_ACCEPT, pickWorkImage } from './work-form-model';
import { WorkThumbnail } from './work-thumbnail';

interface WorkImageFieldProps {
  /** The image picked and not sent yet. */
  file: File | null;
  /** The work being edited: its current image is shown while no new one is picked (and then kept). */
  work?: PortfolioWork;
  error: string | null;
  disabled: boolean;
  onChange: (file: File | null, problem: string | null) => void;
}

/** 'Imagen': JPG, PNG or WebP up to 10 MB; required for a new work, a replacement of the current one when editing. */
export function WorkImageField({ file, work, error, disabled, onChange }: WorkImageFieldProps) {
  const { t } = useLingui();
  return (
    <ImageField
      label={t`Imagen`}
      required={!work}
      accept={PORTFOLIO_IMAGE_ACCEPT}
      pick={pickWorkImage}
      file={file}
      current={
        work ? (
          <>
            <WorkThumbnail work={work} className="w-20 sm:w-20" />
            <span>
              <Trans>Imagen actual</Trans>
            </span>
          </>
        ) : null
      }
      dropLabel={work ? t`Cambiar la imagen de la obra` : t`Seleccionar la imagen de la obra`}
      hint={t`JPG, PNG o WebP • Máx. 10 MB`}
      description={
        work
          ? t`JPG, PNG o WebP de hasta 10 MB. Sin una imagen nueva, la obra conserva la actual.`
          : t`JPG, PNG o WebP de hasta 10 MB.`
      }
      previewClassName="aspect-[4/3] w-20"
      error={error}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
