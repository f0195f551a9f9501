import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileText, Upload } from 'lucide-react';
import type { UploadOwnerKind } from '@contracts/catalogues/documents';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { entityDocumentListQueryOptions, entityDocumentsQueryOptions } from '../api/documents';
import { DocumentList } from './document-list';
import { UploadForm } from './upload-form/upload-form';

interface DocumentManagerProps {
  kind: UploadOwnerKind;
  entityId: number;
  /** Names the owner in the table's caption. */
  ownerName?: string;
}

/**
 * The documents of one owner: 'Ver documentos' (the table) and, if permitted (spec §2.10), 'Subir documento': the
 * list's answer says whether the caller may upload to this owner (`can_upload`).
 */
export function DocumentManager({ kind, entityId, ownerName }: DocumentManagerProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState('list');
  const list = useQuery(entityDocumentListQueryOptions(kind, entityId));
  const documents = useQuery(entityDocumentsQueryOptions(kind, entityId));
  const canUpload = list.data?.can_upload ?? false;
  return (
    <Tabs value={canUpload ? tab : 'list'} onValueChange={setTab}>
      <TabsList>
        <TabsTrigger value="list">
          <FileText aria-hidden="true" />
          <Trans>Ver documentos</Trans>
        </TabsTrigger>
        {canUpload ? (
          <TabsTrigger value="upload">
            <Upload aria-hidden="true" />
            <Trans>Subir documento</Trans>
          </TabsTrigger>
        ) : null}
      </TabsList>
      <TabsContent value="list">
        <DocumentList query={documents} caption={ownerName ? t`Documentos de ${ownerName}` : t`Documentos`} />
      </TabsContent>
      {canUpload ? (
        <TabsContent value="upload">
          <UploadForm kind={kind} entityId={entityId} />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
