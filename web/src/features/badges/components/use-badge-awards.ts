import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { RecipientBadge } from '@contracts/badges';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAssignBadge, useRemoveAward } from '../api/user-badges';
import type { BadgeRecipient } from './badge-recipient';

export const NOTES_MAX = 500;

/**
 * The awards of one person in 'Administrar Badges': assigning a badge with the notes written (emptied once it is
 * assigned), and removing one after its confirmation; each call ends with its toast.
 */
export function useBadgeAwards(recipient: BadgeRecipient) {
  const { t } = useLingui();
  const [notes, setNotes] = useState('');
  const [toRemove, setToRemove] = useState<{ open: boolean; badge: RecipientBadge | null }>({
    open: false,
    badge: null,
  });
  const closeRemoval = () => setToRemove((current) => ({ ...current, open: false }));

  const assign = useAssignBadge({
    onSuccess: () => {
      setNotes('');
      toast({ title: t`Badge asignado` });
    },
    onError: (error) =>
      toast({
        title: t`Hubo un error al asignar el badge`,
        description: getErrorMessage(error, t`Inténtalo de nuevo.`),
        variant: 'destructive',
      }),
  });
  const remove = useRemoveAward({
    onSuccess: () => {
      closeRemoval();
      toast({ title: t`Badge eliminado` });
    },
    onError: (error) => {
      closeRemoval();
      toast({
        title: t`Hubo un error al eliminar el badge`,
        description: getErrorMessage(error, t`Inténtalo de nuevo.`),
        variant: 'destructive',
      });
    },
  });

  const notesTooLong = notes.trim().length > NOTES_MAX;

  return {
    notes,
    setNotes,
    notesTooLong,
    assigning: assign.isPending,
    assigningId: assign.isPending ? assign.variables?.badgeId : undefined,
    assign: (badgeId: number) => {
      if (assign.isPending || notesTooLong) return;
      assign.mutate({ badgeId, userType: recipient.type, userId: recipient.id, notes: notes.trim() || null });
    },
    toRemove,
    askRemoval: (badge: RecipientBadge) => setToRemove({ open: true, badge }),
    closeRemoval,
    removing: remove.isPending,
    confirmRemoval: () => {
      const badge = toRemove.badge;
      if (badge && !remove.isPending)
        remove.mutate({ userType: recipient.type, userId: recipient.id, badgeId: badge.badge_id });
    },
  };
}
