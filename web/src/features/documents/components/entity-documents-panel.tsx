import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { UploadOwnerKind } from '@contracts/catalogues/documents';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loadOnIntent } from '@/lib/load-when-idle';
import type { EntityOption } from '../api/entities';
import { ENTITY_LABELS } from './entity-labels';
import { EntityPicker } from './entity-picker';

// The documents of the picked entity (their table, the upload form with the forms library and zod) load at the first
// sign of use of the picker, not with the page.
const loadEntityDocuments = () => import('./entity-documents');
const EntityDocuments = lazyPartOrNotice(() => loadEntityDocuments().then((m) => m.EntityDocuments));
const prefetchEntityDocuments = loadOnIntent(loadEntityDocuments);

/** One tab of /admin/documents: pick a teacher, course or student, validate it, then manage its documents. */
export function EntityDocumentsPanel({ kind }: { kind: UploadOwnerKind }) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<EntityOption | null>(null);
  if (!picked)
    return (
      <div
        onPointerOver={prefetchEntityDocuments}
        onTouchStart={prefetchEntityDocuments}
        onFocus={prefetchEntityDocuments}
      >
        <EntityPicker kind={kind} onPick={setPicked} />
      </div>
    );
  // One column that may shrink below its content (minmax(0, 1fr)): the documents table scrolls in its frame.
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/30 p-3">
        <p className="text-sm">
          <span className="text-muted-foreground">{t(ENTITY_LABELS[kind].one)}: </span>
          <span className="font-semibold">{picked.name}</span>
          {picked.code ? <span className="ml-2 font-mono text-xs text-muted-foreground">{picked.code}</span> : null}
        </p>
        <Button variant="outline" size="sm" onClick={() => setPicked(null)}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Cambiar selección</Trans>
        </Button>
      </div>
      <Suspense fallback={<Spinner label={t`Validando entidad`} />}>
        <EntityDocuments kind={kind} id={picked.id} />
      </Suspense>
    </div>
  );
}
