import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';

/** 'Activo' or 'Inactivo' (spec §4.2). */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant={active ? 'success' : 'secondary'}>{active ? <Trans>Activo</Trans> : <Trans>Inactivo</Trans>}</Badge>
  );
}
