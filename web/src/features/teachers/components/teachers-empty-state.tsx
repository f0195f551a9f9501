import { Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** 'No se encontraron profesores', with the search or the no-teachers line (spec §2.5). */
export function TeachersEmptyState({ query }: { query: string }) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-2 p-10 text-center">
        <Users aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">No se encontraron profesores</p>
        <p className="text-sm text-muted-foreground">{query ? `No hay resultados para "${query}"` : 'Aún no hay profesores registrados en el sistema'}</p>
      </CardContent>
    </Card>
  );
}
