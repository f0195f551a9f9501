import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';

interface IconActionProps {
  /** The tooltip: the action's short visible name ('Editar', 'Delete'). */
  tooltip: string;
  /** The accessible name, which says on what ('Editar Ana López'). */
  name: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}

/** An icon-only row action: a ghost icon button with its tooltip and a name that says what it acts on. */
export function IconAction({ tooltip, name, icon: Icon, onClick, disabled, className }: IconActionProps) {
  return (
    <WithTooltip label={tooltip}>
      <Button variant="ghost" size="icon" aria-label={name} onClick={onClick} disabled={disabled} className={className}>
        <Icon aria-hidden="true" />
      </Button>
    </WithTooltip>
  );
}
