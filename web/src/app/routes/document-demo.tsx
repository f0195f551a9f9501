import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { DocumentManager } from '@/features/documents/components/document-manager';
import { EntityIdForm, type EntityRef } from '@/features/documents/components/entity-id-form';
import { ValidatedEntity } from '@/features/documents/components/validated-entity';

/** /document-demo (spec §2.15): an entity type and id, 'Validar', then the document manager. */
export function DocumentDemoPage() {
  const { t } = useLingui();
  const [entity, setEntity] = useState<EntityRef | null>(null);
  return (
    <section className="grid gap-6">
      <PageHeader
        title={t`Document Demo`}
        description={t`Elige un tipo de entidad y un ID para gestionar sus documentos.`}
        className="mb-0"
      />
      <Card>
        <CardContent className="p-4 sm:p-6">
          <EntityIdForm onValidate={setEntity} onChange={() => setEntity(null)} />
        </CardContent>
      </Card>
      {entity ? (
        <ValidatedEntity key={`${entity.kind}-${entity.id}`} kind={entity.kind} id={entity.id}>
          {(validated) => (
            <Card>
              <CardContent className="grid gap-4 p-4 sm:p-6">
                <h2 className="font-semibold">{validated.name}</h2>
                <DocumentManager kind={entity.kind} entityId={validated.id} ownerName={validated.name} />
              </CardContent>
            </Card>
          )}
        </ValidatedEntity>
      ) : null}
    </section>
  );
}
