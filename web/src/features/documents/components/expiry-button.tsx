import { useId, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { DocumentItem } from '@contracts/documents';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useSetDocumentExpiry } from '../api/documents';

/** Sets or clears a document's expiry date (staff; a teacher on their own profile's documents). */
export function ExpiryButton({ document }: { document: DocumentItem }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(document.expires_at ?? '');
  const id = useId();
  const save = useSetDocumentExpiry();
  const submit = (expiresAt: string | null) =>
    save.mutate(
      { id: document.id, expiresAt },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: expiresAt ? 'Vencimiento guardado' : 'Vencimiento quitado', description: document.original_name });
        },
        onError: (error) => toast({ title: 'Error', description: getErrorMessage(error, 'No se pudo guardar el vencimiento'), variant: 'destructive' }),
      },
    );
  return (
    <Popover open={open} onOpenChange={(next) => (setOpen(next), next && setValue(document.expires_at ?? ''))}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Vencimiento de ${document.original_name}`}>
          <CalendarClock aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="grid w-64 gap-3" aria-label={`Vencimiento de ${document.original_name}`}>
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit(value || null);
          }}
        >
          <Label htmlFor={id}>Fecha de vencimiento</Label>
          <Input id={id} type="date" value={value} onChange={(event) => setValue(event.target.value)} />
          <div className="flex justify-end gap-2">
            {document.expires_at ? (
              <Button type="button" variant="outline" size="sm" disabled={save.isPending} onClick={() => submit(null)}>
                Quitar
              </Button>
            ) : null}
            <Button type="submit" size="sm" disabled={save.isPending || !value}>
              Guardar
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
