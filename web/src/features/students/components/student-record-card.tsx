import { Trans, useLingui } from '@lingui/react/macro';
import type { Student } from '@contracts/students';
import { InfoList } from '@/components/info-list';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** The student's record: name, student id, program, enrollment year and whether they may upload documents. */
export function StudentRecordCard({ student }: { student: Student }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">
          <Trans>Información del estudiante</Trans>
        </h2>
      </CardHeader>
      <CardContent>
        <InfoList
          className="gap-4"
          items={[
            { label: t`Nombre completo`, value: student.full_name },
            { label: t`Carné`, value: student.student_id },
            { label: t`Correo electrónico`, value: student.email },
            { label: t`Programa`, value: student.program || t`Información no disponible` },
            { label: t`Año de ingreso`, value: student.enrollment_year ?? t`Información no disponible` },
            {
              label: t`Subida de documentos`,
              value: student.can_upload_documents ? (
                <Badge variant="success">
                  <Trans>Permitida</Trans>
                </Badge>
              ) : (
                <Badge variant="secondary">
                  <Trans>No permitida</Trans>
                </Badge>
              ),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
