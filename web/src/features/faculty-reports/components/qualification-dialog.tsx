import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { labelText } from '@contracts/catalogues/catalogue';
import { ACTIVITY_KIND_GROUP_LABELS } from '@contracts/activity-labels';
import {
  QUALIFICATION_BASES,
  QUALIFICATION_JUSTIFICATION_MAX,
  QUALIFICATION_MAX_ENTRIES,
  QUALIFICATION_STATE_LABELS,
  type QualificationBasis,
  type QualificationRow,
} from '@contracts/faculty-reports';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormDialog } from '@/components/form-dialog';
import { FieldError, FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes';
import { qualificationEntriesQueryOptions, useSaveQualification } from '../api/reports';

/**
 * The basis of a course's teacher, as staff state it: a degree in the field, or professional experience with a
 * justification and the entries of the teacher's record it rests on. Opened from a row of the table; the row stays
 * while the dialog fades out.
 */
export function QualificationDialog({
  row,
  onOpenChange,
}: {
  row: QualificationRow | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(row);
  if (row && row !== shown) setShown(row);
  return (
    <FormDialog
      open={row !== undefined}
      onOpenChange={onOpenChange}
      title={t`Base de la cualificación`}
      description={
        shown ? (
          <Trans>
            {shown.teacher_name} en {shown.course_name}
          </Trans>
        ) : null
      }
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      {(close) => (shown ? <QualificationForm row={shown} close={close} /> : null)}
    </FormDialog>
  );
}

function QualificationForm({ row, close }: { row: QualificationRow; close: () => void }) {
  const { t } = useLingui();
  const save = useSaveQualification();
  const entries = useQuery(qualificationEntriesQueryOptions(row.course_id));
  const initial = {
    basis: (row.basis_source === 'staff' ? row.basis : 'experience') as QualificationBasis,
    justification: row.justification ?? '',
    entryIds: row.entries.map((entry) => entry.id),
  };
  const [basis, setBasis] = useState<QualificationBasis>(initial.basis);
  const [justification, setJustification] = useState(initial.justification);
  const [entryIds, setEntryIds] = useState<number[]>(initial.entryIds);
  const [error, setError] = useState<string | undefined>();
  const dirty =
    basis !== initial.basis ||
    justification !== initial.justification ||
    entryIds.join(',') !== initial.entryIds.join(',');
  const missing = basis === 'experience' && justification.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing) {
      setError(t`Escribe la justificación de la experiencia profesional`);
      return;
    }
    save.mutate(
      {
        courseId: row.course_id,
        input: {
          basis,
          justification: justification.trim() || null,
          entry_ids: basis === 'experience' ? entryIds : [],
        },
      },
      {
        onSuccess: () => {
          toast({ title: t`Base guardada`, description: row.course_name });
          close();
        },
        onError: (failure) => setError(getErrorMessage(failure, t`No se pudo guardar`)),
      },
    );
  };

  const toggle = (id: number, checked: boolean) =>
    setEntryIds((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <UnsavedChangesGuard dirty={dirty} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Base</Trans>
        </legend>
        {QUALIFICATION_BASES.map((code) => (
          <label key={code} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="qualification-basis"
              value={code}
              checked={basis === code}
              onChange={() => setBasis(code)}
              className="size-4 accent-primary"
            />
            {labelText(QUALIFICATION_STATE_LABELS[code])}
          </label>
        ))}
      </fieldset>
      <FormField
        label={t`Justificación`}
        required={basis === 'experience'}
        hint={t`Qué práctica profesional cualifica al profesor para este curso.`}
        error={missing && error ? error : undefined}
      >
        {(field) => (
          <Textarea
            {...field}
            value={justification}
            maxLength={QUALIFICATION_JUSTIFICATION_MAX}
            onChange={(event) => {
              setJustification(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      {basis === 'experience' ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">
            <Trans>Actividades del registro en que se apoya</Trans>
          </legend>
          {entries.isPending ? (
            <Skeleton className="h-16" aria-label={t`Cargando actividades`} role="status" />
          ) : entries.isError ? (
            <p className="text-sm text-destructive">
              <Trans>No se pudieron cargar las actividades del profesor.</Trans>
            </p>
          ) : entries.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>El registro del profesor no tiene actividades todavía.</Trans>
            </p>
          ) : (
            <ul className="grid max-h-56 gap-2 overflow-y-auto rounded-md border p-2">
              {entries.data.items.map((entry) => {
                const id = `qualification-entry-${entry.id}`;
                const checked = entryIds.includes(entry.id);
                return (
                  <li key={entry.id} className="flex items-start gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      disabled={!checked && entryIds.length >= QUALIFICATION_MAX_ENTRIES}
                      onCheckedChange={(value) => toggle(entry.id, value === true)}
                      className="mt-0.5"
                    />
                    <Label htmlFor={id} className="grid gap-0.5 font-normal">
                      <span className="break-words">{entry.title}</span>
                      <span className="text-xs text-muted-foreground">
                        {labelText(ACTIVITY_KIND_GROUP_LABELS[entry.kind])} · {formatDate(entry.start_date)}
                      </span>
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      ) : null}
      {error && !missing ? <FieldError message={error} announce /> : null}
      <DialogFormFooter onCancel={close} pending={save.isPending} submitLabel={t`Guardar`} />
    </form>
  );
}
