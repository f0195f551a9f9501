import { useLingui } from '@lingui/react/macro';
import { BadgeCheck, CircleAlert, Clock, UserCheck, XCircle } from 'lucide-react';
import type { ExternalCredentialVerdict } from '@contracts/external-credentials';
import { Badge } from '@/components/ui/badge';
import { VERDICT_LOOKS } from './check-outcome';

const ICONS = {
  verified: BadgeCheck,
  needs_review: Clock,
  pending_review: Clock,
  accepted: UserCheck,
  rejected: XCircle,
  not_verified: CircleAlert,
} as const;

/** 'Verificada' (green), 'Pendiente de revisión', 'Aceptada por el personal', 'Rechazada' or 'No verificada'. */
export function VerdictBadge({ verdict }: { verdict: ExternalCredentialVerdict }) {
  const { t } = useLingui();
  const Icon = ICONS[verdict];
  const look = VERDICT_LOOKS[verdict];
  return (
    <Badge variant={look.variant}>
      <Icon aria-hidden="true" />
      {t(look.text)}
    </Badge>
  );
}
