import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import type { TrustedIssuer } from '@contracts/trusted-issuers';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ListState } from '@/components/list-state';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useRemoveTrustedIssuer, useTrustedIssuers } from '../api/trusted-issuers';
import { TrustedIssuerFormDialog } from './trusted-issuer-form-dialog';

function IssuerRow({
  issuer,
  onRename,
  onRemove,
}: {
  issuer: TrustedIssuer;
  onRename: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const name = issuer.name;
  const date = formatDate(issuer.created_at);
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <h2 className="text-base font-semibold [overflow-wrap:anywhere]">{issuer.name}</h2>
        <code className="text-xs break-all text-muted-foreground">{issuer.did}</code>
        <p className="text-xs text-muted-foreground">
          <Trans>Añadido el {date}</Trans>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onRename} aria-label={t`Renombrar ${name}`}>
          <Pencil aria-hidden="true" />
          <Trans>Renombrar</Trans>
        </Button>
        <Button variant="outline" size="sm" onClick={onRemove} aria-label={t`Quitar ${name}`}>
          <Trash2 aria-hidden="true" />
          <Trans>Quitar</Trans>
        </Button>
      </div>
    </li>
  );
}

/**
 * The school's trusted issuers (issue 41): the list with its states, 'Añadir emisor', rename and remove. A
 * credential from elsewhere has its issuer recognised only when its DID is here.
 */
export function TrustedIssuersManager() {
  const { t } = useLingui();
  const query = useTrustedIssuers();
  const [renaming, setRenaming] = useState<TrustedIssuer | undefined>(undefined);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<TrustedIssuer | null>(null);
  const remove = useRemoveTrustedIssuer({
    onSuccess: () => {
      setRemoving(null);
      toast({ title: t`Emisor quitado de la lista` });
    },
    onError: (error) => {
      setRemoving(null);
      toast({
        title: t`Error`,
        description: getErrorMessage(error, t`No se pudo quitar el emisor.`),
        variant: 'destructive',
      });
    },
  });
  const removingName = removing?.name ?? '';
  const openForm = (issuer?: TrustedIssuer) => {
    setRenaming(issuer);
    setFormOpen(true);
  };

  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={() => openForm()}>
          <Plus aria-hidden="true" />
          <Trans>Añadir emisor</Trans>
        </Button>
      </div>
      <ListState
        query={query}
        isEmpty={(issuers) => issuers.length === 0}
        loading={{ label: t`Cargando emisores de confianza`, rows: 2, rowClassName: 'h-24 w-full' }}
        error={{
          title: t`No se pudieron cargar los emisores de confianza.`,
          detail: (error) => getErrorMessage(error, t`Inténtalo de nuevo.`),
          retryLabel: t`Reintentar`,
        }}
        empty={{
          title: t`Todavía no hay emisores de confianza.`,
          detail: t`Mientras la lista esté vacía, ninguna credencial de otra institución tendrá su emisor reconocido: quedarán pendientes de revisión.`,
          icon: ShieldCheck,
        }}
      >
        {(issuers) => (
          <ul className="grid gap-3" aria-label={t`Emisores de confianza`}>
            {issuers.map((issuer) => (
              <IssuerRow
                key={issuer.id}
                issuer={issuer}
                onRename={() => openForm(issuer)}
                onRemove={() => setRemoving(issuer)}
              />
            ))}
          </ul>
        )}
      </ListState>
      <TrustedIssuerFormDialog open={formOpen} issuer={renaming} onOpenChange={setFormOpen} />
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        pending={remove.isPending}
        onConfirm={() => removing && !remove.isPending && remove.mutate(removing.id)}
        title={t`¿Quitar este emisor de la lista?`}
        description={t`Las credenciales de «${removingName}» dejarán de tener su emisor reconocido en su próxima comprobación.`}
      />
    </div>
  );
}
