import { useLingui } from '@lingui/react/macro';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type FieldPath, type FieldErrors } from 'react-hook-form';
import type { Teacher } from '@contracts/teachers';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AcademicTab } from './academic-tab';
import { FinancialTab } from './financial-tab';
import {
  emptyValues,
  firstError,
  SUBMIT_LABEL,
  tabsWithErrors,
  teacherResolver,
  valuesFromTeacher,
  type TeacherFormMode,
  type TeacherFormOutput,
  type TeacherFormTab,
  type TeacherFormValues,
} from './form-model';
import { PersonalTab } from './personal-tab';
import { TabLabel } from './tab-label';
import { useTeacherSubmit } from './use-teacher-submit';

export interface TeacherFormProps {
  mode: TeacherFormMode;
  /** The teacher being edited (edit and self modes). */
  teacher?: Teacher;
  onCancel: () => void;
  onSaved: (teacher: Teacher) => void;
}

/** The teacher form of spec §2.7: three tabs, the contract schema's messages, and the mode's rules. */
export function TeacherForm({ mode, teacher, onCancel, onSaved }: TeacherFormProps) {
  const form = useForm<TeacherFormValues, unknown, TeacherFormOutput>({
    resolver: teacherResolver(mode),
    defaultValues: teacher ? valuesFromTeacher(teacher) : emptyValues(),
    shouldFocusError: false,
  });
  const { t } = useLingui();
  const [tab, setTab] = useState<TeacherFormTab>('personal');
  const { release } = useUnsavedChanges(form.formState.isDirty);
  const { submit, pending } = useTeacherSubmit({
    mode,
    teacher,
    form,
    onSaved: (saved) => {
      release();
      onSaved(saved);
    },
  });

  // Errors may sit in a tab that is not shown: open the first such tab, then (once it is rendered) focus its first field.
  const [focusRequest, setFocusRequest] = useState<{ field: FieldPath<TeacherFormValues> } | null>(null);
  const onInvalid = (errors: FieldErrors<TeacherFormValues>) => {
    const target = firstError(errors);
    if (!target) return;
    setTab(target.tab);
    setFocusRequest({ field: target.field as FieldPath<TeacherFormValues> });
  };
  const { setFocus } = form;
  useEffect(() => {
    if (!focusRequest) return;
    // Radix mounts a newly selected tab's content one render later: focus on the next frame.
    const frame = requestAnimationFrame(() => setFocus(focusRequest.field));
    return () => cancelAnimationFrame(frame);
  }, [focusRequest, setFocus]);

  const invalidTabs = tabsWithErrors(form.formState.errors);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit, onInvalid)} className="grid gap-4">
        <Tabs value={tab} onValueChange={(value) => setTab(value as TeacherFormTab)}>
          <TabsList className="grid h-auto w-full grid-cols-1 sm:grid-cols-3">
            <TabsTrigger value="personal">
              <TabLabel label={t`Información Personal`} hasErrors={invalidTabs.has('personal')} />
            </TabsTrigger>
            <TabsTrigger value="academic">
              <TabLabel label={t`Información Académica`} hasErrors={invalidTabs.has('academic')} />
            </TabsTrigger>
            <TabsTrigger value="financial" disabled={mode === 'self'}>
              <TabLabel label={t`Datos Financieros`} hasErrors={invalidTabs.has('financial')} />
            </TabsTrigger>
          </TabsList>
          <TabsContent value="personal" className="pt-2">
            <PersonalTab mode={mode} teacher={teacher} />
          </TabsContent>
          <TabsContent value="academic" className="pt-2">
            <AcademicTab />
          </TabsContent>
          {mode !== 'self' ? (
            <TabsContent value="financial" className="pt-2">
              <FinancialTab />
            </TabsContent>
          ) : null}
        </Tabs>
        <DialogFormFooter onCancel={onCancel} pending={pending} submitLabel={t(SUBMIT_LABEL[mode])} />
      </form>
    </FormProvider>
  );
}
