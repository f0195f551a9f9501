import { Badge } from '@/components/ui/badge';

/** 'Activo' or 'Inactivo' (spec §4.2). */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Activo' : 'Inactivo'}</Badge>;
}
