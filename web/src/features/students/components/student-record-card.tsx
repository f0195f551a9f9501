import type { Student } from '@contracts/students';
import { InfoList } from '@/components/info-list';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** The student's record: name, student id, program, enrollment year and whether they may upload documents. */
export function StudentRecordCard({ student }: { student: Student }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Información del estudiante</h2>
      </CardHeader>
      <CardContent>
        <InfoList
          className="gap-4"
          items={[
            { label: 'Nombre completo', value: student.full_name },
            { label: 'Carné', value: student.student_id },
            { label: 'Correo electrónico', value: student.email },
            { label: 'Programa', value: student.program || 'Información no disponible' },
            { label: 'Año de ingreso', value: student.enrollment_year ?? 'Información no disponible' },
            {
              label: 'Subida de documentos',
              value: student.can_upload_documents ? (
                <Badge variant="success">Permitida</Badge>
              ) : (
                <Badge variant="secondary">No permitida</Badge>
              ),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
