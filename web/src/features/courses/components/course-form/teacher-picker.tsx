import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { FieldError } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { teacherSearchQueryOptions, teacherSuggestionsQueryOptions } from '../../api/courses';
import { COURSE_TEXTS } from '../../course-texts';

export interface PickedTeacher {
  id: number;
  full_name: string;
}

interface TeacherPickerProps {
  value: number;
  onChange: (id: number) => void;
  /** The teacher the course has now, named even when not among the suggestions. */
  current: PickedTeacher | null;
  areas: string[];
  badges: string[];
  courseId?: number;
  readOnly: boolean;
  /** The field's message (a teacher the server does not know). */
  error?: string;
}

function Option({
  id,
  checked,
  onSelect,
  disabled,
  children,
}: {
  id: string;
  checked: boolean;
  onSelect: () => void;
  disabled: boolean;
  children: React.ReactNode;
}) {
  return (
    <li className="flex items-start gap-2 rounded-md border p-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input
        type="radio"
        name="course-teacher"
        id={id}
        checked={checked}
        onChange={onSelect}
        disabled={disabled}
        className="mt-1 size-4 accent-[var(--primary)] focus-visible:outline-2 focus-visible:outline-ring"
      />
      <Label htmlFor={id} className="grid min-w-0 flex-1 gap-1 font-normal wrap-anywhere">
        {children}
      </Label>
    </li>
  );
}

/**
 * The teacher picker (§5: optional, 'Ninguno' means none) with staffing by skill: the active teachers ranked for the
 * course's areas and badges, each with why, and a search to choose anyone else.
 */
export function TeacherPicker({
  value,
  onChange,
  current,
  areas,
  badges,
  courseId,
  readOnly,
  error,
}: TeacherPickerProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PickedTeacher | null>(current);
  const q = useDebouncedValue(search, 300);
  const suggestions = useQuery({ ...teacherSuggestionsQueryOptions(areas, badges, courseId), enabled: !readOnly });
  const found = useQuery({ ...teacherSearchQueryOptions(q), placeholderData: keepPreviousData });
  const suggested = suggestions.data ?? [];
  const pick = (teacher: PickedTeacher) => {
    setChosen(teacher);
    onChange(teacher.id);
  };
  const chosenOutside = chosen && chosen.id === value && !suggested.some((row) => row.teacher.id === value);

  if (readOnly) {
    return (
      <div className="grid gap-1">
        <span className="text-sm font-medium">
          <Trans>Profesor asignado</Trans>
        </span>
        <p className="text-sm">
          {value === 0 ? t(COURSE_TEXTS.noTeacher) : (current?.full_name ?? t`Profesor #${value}`)}
        </p>
      </div>
    );
  }
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2">
      <legend className="mb-1 text-sm font-medium">
        <Trans>Profesor asignado</Trans>
      </legend>
      <ul className="grid gap-2" aria-label={t`Profesores`}>
        <Option id="course-teacher-none" checked={value === 0} onSelect={() => onChange(0)} disabled={false}>
          {t(COURSE_TEXTS.noTeacher)}
        </Option>
        {chosenOutside ? (
          <Option id={`course-teacher-${chosen.id}`} checked onSelect={() => pick(chosen)} disabled={false}>
            {chosen.full_name}
          </Option>
        ) : null}
      </ul>
      <p className="mt-2 flex items-center gap-1 text-sm font-medium">
        <Sparkles aria-hidden="true" className="size-4" /> <Trans>Sugeridos</Trans>
      </p>
      {suggestions.isPending ? <Skeleton className="h-20 w-full" /> : null}
      {suggestions.isError ? (
        <p className="text-sm text-destructive">{t`No se pudieron cargar las sugerencias.`}</p>
      ) : null}
      {suggestions.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t`Ningún profesor sugerido: busca uno abajo.`}</p>
      ) : null}
      <ul
        className="grid max-h-72 gap-2 overflow-y-auto"
        aria-label={t`Profesores sugeridos`}
        aria-busy={suggestions.isFetching}
      >
        {suggested.slice(0, 8).map((row) => (
          <Option
            key={row.teacher.id}
            id={`course-teacher-suggested-${row.teacher.id}`}
            checked={value === row.teacher.id}
            onSelect={() => pick(row.teacher)}
            disabled={false}
          >
            <span className="font-medium">
              {row.teacher.full_name}
              {row.teacher.teacher_code ? (
                <span className="ml-1 font-mono text-xs text-muted-foreground">{row.teacher.teacher_code}</span>
              ) : null}
            </span>
            <span className="flex flex-wrap gap-1">
              {row.reasons.map((reason) => (
                <Badge key={reason} variant="secondary" className="font-normal">
                  {reason}
                </Badge>
              ))}
            </span>
          </Option>
        ))}
      </ul>
      <Label htmlFor="course-teacher-search" className="mt-2">
        <Trans>Buscar otro profesor</Trans>
      </Label>
      <Input
        id="course-teacher-search"
        type="search"
        placeholder={t`Nombre, correo o código`}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      {found.isFetching ? <p className="text-sm text-muted-foreground">{t`Buscando…`}</p> : null}
      {found.isError ? <p className="text-sm text-destructive">{t`No se pudo buscar profesores.`}</p> : null}
      {found.data && found.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t`Ningún profesor coincide.`}</p>
      ) : null}
      <ul className="grid gap-2" aria-label={t`Resultados de la búsqueda`}>
        {(found.data ?? []).map((teacher) => (
          <Option
            key={teacher.id}
            id={`course-teacher-found-${teacher.id}`}
            checked={value === teacher.id}
            onSelect={() => pick(teacher)}
            disabled={false}
          >
            {teacher.full_name} <span className="text-xs text-muted-foreground">{teacher.email}</span>
          </Option>
        ))}
      </ul>
      <FieldError message={error} announce />
    </fieldset>
  );
}
