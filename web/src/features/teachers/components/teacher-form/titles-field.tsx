import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { ACADEMIC_TITLES } from '@contracts/catalogues/academic-titles';
import { labelOf } from '@contracts/catalogues/catalogue';
import { Button } from '@/components/ui/button';
import { AddTitleDialog } from './add-title-dialog';
import { EditDescriptionDialog } from './edit-description-dialog';
import { FieldError } from '@/components/form-field';
import type { TeacherFormValues } from './form-model';
import { useListField } from './use-list-field';

/** Academic titles and their descriptions, added, edited and removed together by index (spec §4.2). */
export function TitlesField() {
  const { t } = useLingui();
  const [titles, setTitles] = useListField('academic_titles');
  const [descriptions, setDescriptions] = useListField('academic_title_descriptions');
  const {
    formState: { errors },
  } = useFormContext<TeacherFormValues>();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ index: number; label: string; description: string } | null>(null);

  const add = (title: string, description: string) => {
    setTitles([...titles, title]);
    setDescriptions([...titles.map((_, index) => descriptions[index] ?? ''), description]);
  };
  const remove = (index: number) => {
    setTitles(titles.filter((_, i) => i !== index));
    setDescriptions(titles.map((_, i) => descriptions[i] ?? '').filter((_, i) => i !== index));
  };
  const saveDescription = (index: number, description: string) => {
    setDescriptions(titles.map((_, i) => (i === index ? description : (descriptions[i] ?? ''))));
  };

  return (
    <section aria-labelledby="titles-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="titles-heading" className="text-sm font-semibold">
          <Trans>Títulos académicos</Trans>
        </h3>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          <Trans>Agregar título</Trans>
        </Button>
      </div>
      {titles.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Aún no hay títulos académicos.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Títulos académicos agregados`} className="grid gap-2">
          {titles.map((title, index) => {
            const label = labelOf(ACADEMIC_TITLES, title);
            const description = descriptions[index] ?? '';
            return (
              <li key={`${title}-${index}`} className="flex items-start gap-2 rounded-md border p-3">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-medium">{label}</p>
                  <p className="text-sm break-words text-muted-foreground">{description || t`Sin descripción`}</p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Editar descripción de ${label}`}
                  onClick={() => setEditing({ index, label, description })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Quitar título ${label}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError
        announce
        message={
          errors.academic_titles?.message ??
          errors.academic_titles?.root?.message ??
          errors.academic_title_descriptions?.message
        }
      />
      <AddTitleDialog open={adding} onOpenChange={setAdding} onAdd={add} />
      <EditDescriptionDialog target={editing} onClose={() => setEditing(null)} onSave={saveDescription} />
    </section>
  );
}
