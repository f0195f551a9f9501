import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap } from 'lucide-react';
import { ACADEMIC_TITLES } from '@contracts/catalogues/academic-titles';
import { labelOf } from '@contracts/catalogues/catalogue';

/** Academic titles, each with its description (the two lists are parallel, spec §4.2). */
export function AcademicTitlesList({ titles, descriptions }: { titles: string[]; descriptions: string[] }) {
  const { t } = useLingui();
  if (titles.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Sin títulos académicos registrados</Trans>
      </p>
    );
  return (
    <ul aria-label={t`Títulos académicos`} className="grid gap-3">
      {titles.map((title, index) => (
        <li key={`${title}-${index}`} className="flex gap-3 rounded-lg border p-3">
          <GraduationCap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid gap-0.5">
            <p className="font-medium">{labelOf(ACADEMIC_TITLES, title)}</p>
            <p className="text-sm text-muted-foreground">{descriptions[index] || t`Sin descripción`}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
