import { useLingui } from '@lingui/react/macro';
import type { CredentialCheck } from '@contracts/external-credentials';
import { cn } from '@/lib/utils';
import { CHECK_LABELS, OUTCOME_LOOKS, orderedChecks, outcomeWords } from './check-outcome';

/**
 * The checks of a credential, one a line: the outcome's icon and words, what was checked, and what was found in the
 * server's plain words ('Firma válida (eddsa-rdfc-2022) de did:web:example.edu').
 */
export function CheckList({
  checks,
  label,
  className,
}: {
  checks: CredentialCheck[];
  label: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <ul aria-label={label} className={cn('grid gap-2', className)}>
      {orderedChecks(checks).map((check) => {
        const look = OUTCOME_LOOKS[check.outcome];
        const Icon = look.icon;
        return (
          <li key={check.id} className="flex items-start gap-2 text-sm">
            <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', look.className)} />
            <div className="min-w-0">
              <p>
                <span className="font-medium">{CHECK_LABELS[check.id] ? t(CHECK_LABELS[check.id]) : check.id}:</span>{' '}
                {t(outcomeWords(check))}
              </p>
              {check.message ? <p className="text-muted-foreground [overflow-wrap:anywhere]">{check.message}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
