import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/session';
import { ownTeacherDocumentsQueryOptions } from '@/features/documents/api/documents';
import { documentCountText } from '@/features/documents/components/document-count';
import { DocumentList } from '@/features/documents/components/document-list';
import { TeacherDocumentsInfo } from '@/features/documents/components/teacher-documents-info';
import { UploadForm } from '@/features/documents/components/upload-form/upload-form';

/** /teacher/documents (spec §2.13): the teacher's private documents, with upload, download and delete. */
export function TeacherDocumentsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const documents = useQuery(ownTeacherDocumentsQueryOptions());
  const teacherId = user.profile?.id;
  return (
    <section className="grid gap-6">
      <PageHeader
        title={t`Mis Documentos`}
        description={
          documents.isSuccess ? (
            <span aria-live="polite">{documentCountText(documents.data.length)}</span>
          ) : (
            t`Tus documentos privados y cifrados.`
          )
        }
        className="mb-0"
      />
      <TeacherDocumentsInfo />
      <div className="grid items-start gap-6 2xl:grid-cols-5">
        <Card className="min-w-0 2xl:col-span-2">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">
              <Trans>Subir documento</Trans>
            </h2>
          </CardHeader>
          <CardContent>
            {teacherId ? (
              <UploadForm kind="teacher" entityId={teacherId} />
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>No hay un perfil de profesor para esta cuenta.</Trans>
              </p>
            )}
          </CardContent>
        </Card>
        <Card className="min-w-0 2xl:col-span-3">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">
              <Trans>Documentos</Trans>
            </h2>
          </CardHeader>
          <CardContent>
            <DocumentList query={documents} caption={t`Mis documentos`} />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
