import { Trans, useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useId } from 'react';
import { BadgeFace } from '../badge-face';
import { BadgeImage } from '@/components/badge-image';
import type { BadgePreview as Preview } from './badge-form-model';

/** The live preview beside the form: the card as it will look, with the picked image (else the current one, else the coloured icon). */
export function BadgePreview({
  preview,
  file,
  currentUrl,
}: {
  preview: Preview;
  file: File | null;
  currentUrl: string | null;
}) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2 lg:sticky lg:top-0">
      <h3 id={headingId} className="text-sm font-medium text-muted-foreground">
        <Trans>Vista previa</Trans>
      </h3>
      <BadgeFace
        name={preview.name}
        code={preview.code}
        typeLabel={preview.typeLabel}
        year={preview.year}
        description={preview.description}
        color={preview.color}
        headingLevel="h4"
        image={
          <BadgeImage
            file={file}
            url={currentUrl}
            color={preview.color}
            alt={t`Imagen del badge ${ph({ name: preview.name })}`}
            className="size-24"
          />
        }
      />
    </section>
  );
}
