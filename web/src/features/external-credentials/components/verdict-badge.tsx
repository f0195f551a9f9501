import { BadgeCheck, CircleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { verdictText } from './check-outcome';

/** 'Verificada' (green) or 'No verificada' (red), with its icon. */
export function VerdictBadge({ verified }: { verified: boolean }) {
  const Icon = verified ? BadgeCheck : CircleAlert;
  return (
    <Badge variant={verified ? 'success' : 'destructive'}>
      <Icon aria-hidden="true" />
      {verdictText(verified)}
    </Badge>
  );
}
