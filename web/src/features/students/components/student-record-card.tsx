import type { ReactNode } from 'react';
import type { Student } from '@contracts/students';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium sm:col-span-2">{children}</dd>
    </div>
  );
}

/** The student's record: name, student id, program, enrollment year and whether they may upload documents. */
export function StudentRecordCard({ student }: { student: Student }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Información del estudiante</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4">
          <Row term="Nombre completo">{student.full_name}</Row>
          <Row term="Carné">{student.student_id}</Row>
          <Row term="Programa">{student.program || 'Información no disponible'}</Row>
          <Row term="Año de ingreso">{student.enrollment_year ?? 'Información no disponible'}</Row>
          <Row term="Subida de documentos">
            {student.can_upload_documents ? <Badge variant="success">Permitida</Badge> : <Badge variant="secondary">No permitida</Badge>}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
