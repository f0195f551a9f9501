import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { labelOf } from '@contracts/catalogues/catalogue';
import { countryName } from '@/components/country-names';
import { AddAreaDialog } from './add-area-dialog';
import { AddCountryDialog } from './add-country-dialog';
import { ChipListField } from './chip-list-field';
import type { TeacherFormValues } from './form-model';
import { TitlesField } from './titles-field';
import { useListField } from './use-list-field';

/** 'Información Académica': titles with descriptions, expertise areas and countries (each once only). */
export function AcademicTab() {
  const { t } = useLingui();
  const [areas, setAreas] = useListField('expertise_areas');
  const [countries, setCountries] = useListField('countries');
  const [dialog, setDialog] = useState<'area' | 'country' | null>(null);
  const {
    formState: { errors },
  } = useFormContext<TeacherFormValues>();
  const closeUnless = (kind: 'area' | 'country') => (open: boolean) => setDialog(open ? kind : null);

  return (
    <div className="grid gap-6">
      <TitlesField />
      <ChipListField
        heading={t`Áreas de especialidad`}
        headingId="areas-heading"
        addLabel={t`Agregar área`}
        emptyText={t`Aún no hay áreas de especialidad.`}
        items={areas.map((code) => ({ code, label: labelOf(EXPERTISE_AREAS, code) }))}
        onAdd={() => setDialog('area')}
        onRemove={(code) => setAreas(areas.filter((area) => area !== code))}
        error={errors.expertise_areas?.message ?? errors.expertise_areas?.root?.message}
      >
        <AddAreaDialog
          open={dialog === 'area'}
          onOpenChange={closeUnless('area')}
          added={areas}
          onAdd={(code) => !areas.includes(code) && setAreas([...areas, code])}
        />
      </ChipListField>
      <ChipListField
        heading={t`Países`}
        headingId="countries-heading"
        addLabel={t`Agregar país`}
        emptyText={t`Aún no hay países.`}
        items={countries.map((code) => ({ code, label: countryName(code) }))}
        onAdd={() => setDialog('country')}
        onRemove={(code) => setCountries(countries.filter((country) => country !== code))}
        error={errors.countries?.message ?? errors.countries?.root?.message}
      >
        <AddCountryDialog
          open={dialog === 'country'}
          onOpenChange={closeUnless('country')}
          added={countries}
          onAdd={(code) => !countries.includes(code) && setCountries([...countries, code])}
        />
      </ChipListField>
    </div>
  );
}
