import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { UPLOAD_OWNER_KINDS, type UploadOwnerKind } from '@contracts/catalogues/documents';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EntityDocumentsPanel } from '@/features/documents/components/entity-documents-panel';
import { ExpiringDocuments } from '@/features/documents/components/expiring-documents';
import { ENTITY_LABELS } from '@/features/documents/components/entity-labels';
import { StatisticsCards } from '@/features/documents/components/statistics-cards';

/** /admin/documents (spec §2.10): statistics, then a teacher, course or student and their documents. */
export function DocumentManagementPage() {
  const { t } = useLingui();
  const [kind, setKind] = useState<UploadOwnerKind>('teacher');
  return (
    <section className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t`Gestión de Documentos`}
        description={t`Documentos de profesores, cursos y estudiantes.`}
        className="mb-0"
      />
      <StatisticsCards />
      <Card>
        <CardContent className="grid grid-cols-1 gap-4 p-4 sm:p-6">
          <h2 className="text-lg leading-tight font-semibold">
            <Trans>Documentos por vencer</Trans>
          </h2>
          <ExpiringDocuments />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="p-4 sm:p-6">
          {/* Changing the tab unmounts the other panels, which resets the selection. */}
          <Tabs value={kind} onValueChange={(value) => setKind(value as UploadOwnerKind)}>
            <TabsList className="grid w-full max-w-md grid-cols-3">
              {UPLOAD_OWNER_KINDS.map((value) => (
                <TabsTrigger key={value} value={value}>
                  {t(ENTITY_LABELS[value].tab)}
                </TabsTrigger>
              ))}
            </TabsList>
            {UPLOAD_OWNER_KINDS.map((value) => (
              <TabsContent key={value} value={value} className="mt-4">
                <EntityDocumentsPanel kind={value} />
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
    </section>
  );
}
