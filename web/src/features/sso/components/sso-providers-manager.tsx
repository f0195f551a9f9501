import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import type { SsoProvider } from '@contracts/sso';
import { ListState } from '@/components/list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useSsoProviders } from '../api/sso-providers';
import { DeleteSsoProviderDialog } from './delete-sso-provider-dialog';
import { SsoProviderFormDialog } from './sso-provider-form-dialog';

function ProviderCard({
  provider,
  onEdit,
  onDelete,
}: {
  provider: SsoProvider;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const name = provider.display_name;
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold">{provider.display_name}</h2>
          <Badge variant={provider.enabled ? 'default' : 'secondary'}>
            {provider.enabled ? t`Activo` : t`Inactivo`}
          </Badge>
        </div>
        <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">
            <Trans>Identificador</Trans>
          </dt>
          <dd className="font-mono break-all">{provider.slug}</dd>
          <dt className="text-muted-foreground">
            <Trans>Emisor</Trans>
          </dt>
          <dd className="break-all">{provider.issuer_url}</dd>
          <dt className="text-muted-foreground">
            <Trans>ID de cliente</Trans>
          </dt>
          <dd className="font-mono break-all">{provider.client_id}</dd>
          <dt className="text-muted-foreground">
            <Trans>Dominio de estudiantes</Trans>
          </dt>
          <dd className="break-all">{provider.student_domain ?? t`Ninguno`}</dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t`Editar ${name}`}>
          <Pencil aria-hidden="true" />
          <Trans>Editar</Trans>
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={t`Eliminar ${name}`}>
          <Trash2 aria-hidden="true" />
          <Trans>Eliminar</Trans>
        </Button>
      </div>
    </li>
  );
}

/** The providers of single sign-on: the list with its states, 'Añadir proveedor', edit and delete. */
export function SsoProvidersManager() {
  const { t } = useLingui();
  const query = useSsoProviders();
  const [editing, setEditing] = useState<SsoProvider | undefined>(undefined);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<SsoProvider | null>(null);

  const openForm = (provider?: SsoProvider) => {
    setEditing(provider);
    setFormOpen(true);
  };

  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={() => openForm()}>
          <Plus aria-hidden="true" />
          <Trans>Añadir proveedor</Trans>
        </Button>
      </div>
      <ListState
        query={query}
        isEmpty={(providers) => providers.length === 0}
        loading={{ label: t`Cargando proveedores`, rows: 2, rowClassName: 'h-32 w-full' }}
        error={{
          title: t`No se pudieron cargar los proveedores.`,
          detail: (error) => getErrorMessage(error, t`Inténtalo de nuevo.`),
          retryLabel: t`Reintentar`,
        }}
        empty={{
          title: t`Todavía no hay proveedores.`,
          detail: t`Añade uno para ofrecer «Continuar con …» en la pantalla de inicio de sesión.`,
          icon: KeyRound,
        }}
      >
        {(providers) => (
          <ul className="grid gap-3" aria-label={t`Proveedores de inicio de sesión`}>
            {providers.map((provider) => (
              <ProviderCard
                key={provider.id}
                provider={provider}
                onEdit={() => openForm(provider)}
                onDelete={() => setDeleting(provider)}
              />
            ))}
          </ul>
        )}
      </ListState>
      <SsoProviderFormDialog open={formOpen} provider={editing} onOpenChange={setFormOpen} />
      <DeleteSsoProviderDialog provider={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
