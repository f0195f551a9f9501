import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Globe } from 'lucide-react';
import { ListState } from '@/components/list-state';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { publicPageQueueQueryOptions, type QueueState } from '../api/public-pages';

/**
 * Staff's list of public pages (issue 47): those waiting for approval first (the default), or those published or
 * taken down; each opens the teacher's detail, where staff approve or take it down.
 */
export function PublicPageQueue() {
  const { t } = useLingui();
  const [state, setState] = useState<QueueState>('pending');
  const query = useQuery(publicPageQueueQueryOptions(state));
  const tabs: { value: QueueState; label: string }[] = [
    { value: 'pending', label: t`Esperando aprobación` },
    { value: 'published', label: t`Publicadas` },
    { value: 'taken_down', label: t`Retiradas` },
  ];
  return (
    <div className="grid gap-4">
      <div role="group" aria-label={t`Estado de las páginas`} className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Button
            key={tab.value}
            variant={tab.value === state ? 'default' : 'outline'}
            aria-pressed={tab.value === state}
            onClick={() => setState(tab.value)}
          >
            {tab.label}
          </Button>
        ))}
      </div>
      <ListState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        loading={{ label: t`Cargando páginas públicas`, rows: 3, rowClassName: 'h-12' }}
        error={{ title: t`No se pudieron cargar las páginas públicas`, retryLabel: t`Reintentar` }}
        empty={{
          title: state === 'pending' ? t`Ninguna página espera aprobación` : t`No hay páginas en este estado`,
          icon: Globe,
        }}
      >
        {(data) => (
          <ul className="grid gap-2">
            {data.items.map((item) => (
              <li
                key={item.teacher_id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
              >
                <div>
                  <Link className="font-medium text-primary underline" to={`/admin/teachers/${item.teacher_id}`}>
                    {item.teacher_name}
                  </Link>
                  <p className="text-sm text-muted-foreground">/facultad/{item.slug}</p>
                </div>
                {item.submitted_at ? (
                  <span className="text-sm text-muted-foreground">
                    <Trans>Pedida el {formatDate(item.submitted_at)}</Trans>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
