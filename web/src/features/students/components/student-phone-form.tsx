import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { OwnStudentSchema, type Student } from '@contracts/students';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { useUpdateOwnStudent } from '../api/student-profile';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

interface PhoneValues {
  phone: string;
}

/** The one field of their record a student changes themself (the photo has its own widget); checked by OwnStudentSchema. */
export function StudentPhoneForm({ student }: { student: Student }) {
  const { t } = useLingui();
  const form = useForm<PhoneValues, unknown, z.output<typeof OwnStudentSchema>>({
    resolver: zodResolver(OwnStudentSchema) as never,
    defaultValues: { phone: student.phone ?? '' },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  useUnsavedChanges(form.formState.isDirty);
  const phone = useWatch({ control, name: 'phone' });
  const update = useUpdateOwnStudent();
  const submit = (input: z.output<typeof OwnStudentSchema>) =>
    update.mutate(input, {
      onSuccess: () => {
        // Saved: the form is clean again, leaving no longer asks.
        form.reset(form.getValues());
        toast({ title: t`Teléfono guardado` });
      },
      onError: (error) => {
        applyServerIssues(form, error);
        toast({
          title: t`Error`,
          description: getErrorMessage(error, t`No se pudo guardar el teléfono`),
          variant: 'destructive',
        });
      },
    });
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      aria-label={t`Mi teléfono`}
      onSubmit={form.handleSubmit(submit)}
    >
      <FormField label={t`Teléfono`} error={errors.phone?.message} className="gap-1">
        {(field) => (
          <Input {...field} type="tel" autoComplete="tel" maxLength={40} className="w-56" {...register('phone')} />
        )}
      </FormField>
      <Button type="submit" variant="outline" disabled={update.isPending || phone === (student.phone ?? '')}>
        <Trans>Guardar</Trans>
      </Button>
    </form>
  );
}
