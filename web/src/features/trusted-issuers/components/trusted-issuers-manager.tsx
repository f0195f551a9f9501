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
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <h2 className="text-base font-semibold [overflow-wrap:anywhere]">{issuer.name}</h2>
        <code className="text-xs break-all text-muted-foreground">{issuer.did}</code>
        <p className="text-xs text-muted-foreground">Añadido el {formatDate(issuer.created_at)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onRename} aria-label={`Renombrar ${issuer.name}`}>
          <Pencil aria-hidden="true" />
          Renombrar
        </Button>
        <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Quitar ${issuer.name}`}>
          <Trash2 aria-hidden="true" />
          Quitar
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
  const query = useTrustedIssuers();
  const [renaming, setRenaming] = useState<TrustedIssuer | undefined>(undefined);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<TrustedIssuer | null>(null);
  const remove = useRemoveTrustedIssuer({
    onSuccess: () => {
      setRemoving(null);
      toast({ title: 'Emisor quitado de la lista' });
    },
    onError: (error) => {
      setRemoving(null);
      toast({
        title: 'Error',
        description: getErrorMessage(error, 'No se pudo quitar el emisor.'),
        variant: 'destructive',
      });
    },
  });
  const openForm = (issuer?: TrustedIssuer) => {
    setRenaming(issuer);
    setFormOpen(true);
  };

  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={() => openForm()}>
          <Plus aria-hidden="true" />
          Añadir emisor
        </Button>
      </div>
      <ListState
        query={query}
        isEmpty={(issuers) => issuers.length === 0}
        loading={{ label: 'Cargando emisores de confianza', rows: 2, rowClassName: 'h-24 w-full' }}
        error={{
          title: 'No se pudieron cargar los emisores de confianza.',
          detail: (error) => getErrorMessage(error, 'Inténtalo de nuevo.'),
          retryLabel: 'Reintentar',
        }}
        empty={{
          title: 'Todavía no hay emisores de confianza.',
          detail:
            'Mientras la lista esté vacía, ninguna credencial de otra institución tendrá su emisor reconocido: quedarán pendientes de revisión.',
          icon: ShieldCheck,
        }}
      >
        {(issuers) => (
          <ul className="grid gap-3" aria-label="Emisores de confianza">
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
        title="¿Quitar este emisor de la lista?"
        description={`Las credenciales de «${removing?.name ?? ''}» dejarán de tener su emisor reconocido en su próxima comprobación.`}
      />
    </div>
  );
}
