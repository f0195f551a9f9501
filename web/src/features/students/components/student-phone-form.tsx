import { useState } from 'react';
import type { Student } from '@contracts/students';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateOwnStudent } from '../api/student-profile';

/** The one field of their record a student changes themself (the photo has its own widget). */
export function StudentPhoneForm({ student }: { student: Student }) {
  const [phone, setPhone] = useState(student.phone ?? '');
  const update = useUpdateOwnStudent();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Mi teléfono"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { phone },
          {
            onSuccess: () => toast({ title: 'Teléfono guardado' }),
            onError: (error) => toast({ title: 'Error', description: getErrorMessage(error, 'No se pudo guardar el teléfono'), variant: 'destructive' }),
          },
        );
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="own-phone">Teléfono</Label>
        <Input id="own-phone" type="tel" autoComplete="tel" maxLength={40} value={phone} onChange={(event) => setPhone(event.target.value)} className="w-56" />
      </div>
      <Button type="submit" variant="outline" disabled={update.isPending || phone === (student.phone ?? '')}>
        Guardar
      </Button>
    </form>
  );
}
