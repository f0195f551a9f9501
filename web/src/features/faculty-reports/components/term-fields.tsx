import { Trans, useLingui } from '@lingui/react/macro';
import { SEMESTERS } from '@contracts/catalogues/semesters';
import { ACADEMIC_YEAR_MIN } from '@contracts/grades';
import { CatalogueSelect } from '@/components/catalogue-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The term shown at first: the semester of today (January–June the first) and this year, as the server's default. */
export function todayTerm(today = new Date()) {
  return { semester: today.getMonth() < 6 ? '1' : '2', year: today.getFullYear() };
}

/** A year the reports take: four digits, from the grades' first year to next year. */
export const validYear = (text: string, min = ACADEMIC_YEAR_MIN) =>
  /^\d{4}$/.test(text) && Number(text) >= min && Number(text) <= new Date().getFullYear() + 1;

/** A year field, labelled, with its error under it while what is typed is no year. */
export function YearField({
  id,
  label,
  value,
  onChange,
  min,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
}) {
  const valid = validYear(value, min);
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        className="w-28"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? undefined : `${id}-error`}
      />
      {valid ? null : (
        <p id={`${id}-error`} className="text-sm text-destructive">
          <Trans>Escribe un año de cuatro cifras</Trans>
        </p>
      )}
    </div>
  );
}

/** The term picker: a semester select and a year field, side by side. */
export function TermFields({
  semester,
  yearText,
  onSemester,
  onYear,
}: {
  semester: string;
  yearText: string;
  onSemester: (value: string) => void;
  onYear: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <div className="grid gap-1">
        <Label htmlFor="qualifications-semester">{t`Semestre`}</Label>
        <CatalogueSelect
          id="qualifications-semester"
          className="w-48"
          entries={SEMESTERS}
          value={semester}
          onValueChange={onSemester}
        />
      </div>
      <YearField id="qualifications-year" label={t`Año académico`} value={yearText} onChange={onYear} />
    </>
  );
}
