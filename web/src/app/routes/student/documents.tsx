import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DocumentManager } from '@/features/documents/components/document-manager';
import { ownStudentProfileQueryOptions } from '@/features/students/api/student-profile';

/** /documents (student): their documents; 'Subir documento' only when their record allows uploads (§6), and why not otherwise. */
export function StudentDocumentsPage() {
  const { t } = useLingui();
  const record = useQuery(ownStudentProfileQueryOptions());
  return (
    <section>
      <PageHeader
        title={t`Documentos`}
        description={t`Tus documentos: descárgalos y, si la escuela lo permite, sube los tuyos.`}
      />
      {record.data && !record.data.can_upload_documents ? (
        <p className="mb-4 flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <Trans>
            Por ahora no puedes subir documentos: el personal de la escuela habilita la subida en tu expediente cuando
            la necesites.
          </Trans>
        </p>
      ) : null}
      <Card>
        <CardContent className="p-4 sm:p-6">
          {record.isPending ? (
            <div role="status" aria-label={t`Cargando documentos`}>
              <Skeleton className="h-40" />
            </div>
          ) : record.isError ? (
            <p role="alert" className="text-sm text-destructive">
              <Trans>Error al cargar documentos</Trans>
            </p>
          ) : (
            <DocumentManager kind="student" entityId={record.data.id} ownerName={record.data.full_name} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
