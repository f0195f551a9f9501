import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import type { TeacherFormValues } from './form-model';

type ListName = Extract<
  FieldPath<TeacherFormValues>,
  'academic_titles' | 'academic_title_descriptions' | 'expertise_areas' | 'countries'
>;

/** Reads a list field and writes it back, re-validating once the form has been submitted. */
export function useListField(name: ListName) {
  const { control, setValue, formState } = useFormContext<TeacherFormValues>();
  const value = useWatch({ control, name }) ?? [];
  const set = (next: string[]) => setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return [value, set] as const;
}
