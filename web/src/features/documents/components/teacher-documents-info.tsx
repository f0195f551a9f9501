import { FileCheck2, Lock } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

const ACCEPTED_TYPES = ['CV', 'Certificación', 'Thesis', 'Título', 'Diploma', 'Constancia'];

/** The privacy note and the accepted types, formats and size of /teacher/documents (spec §2.13). */
export function TeacherDocumentsInfo() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="border-primary/30 bg-primary/5">
        <CardContent className="flex gap-3 p-5">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid gap-1">
            <h2 className="font-semibold">Documentos privados y cifrados</h2>
            <p className="text-sm text-muted-foreground">
              Solo los administradores y tú pueden acceder a estos documentos.
            </p>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex gap-3 p-5">
          <FileCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className="inline font-semibold">Tipos aceptados: </dt>
              <dd className="inline">{ACCEPTED_TYPES.join(', ')}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Formatos: </dt>
              <dd className="inline">PDF, JPG, PNG</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Tamaño máximo: </dt>
              <dd className="inline">10MB</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
