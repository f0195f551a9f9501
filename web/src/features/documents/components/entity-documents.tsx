import type { UploadOwnerKind } from '@contracts/catalogues/documents';
import { DocumentManager } from './document-manager';
import { ValidatedEntity } from './validated-entity';

/** The picked teacher, course or student, checked, then their documents and the upload form. */
export function EntityDocuments({ kind, id }: { kind: UploadOwnerKind; id: number }) {
  return (
    <ValidatedEntity kind={kind} id={id}>
      {(entity) => <DocumentManager kind={kind} entityId={entity.id} ownerName={entity.name} />}
    </ValidatedEntity>
  );
}
