import { Trans, useLingui } from '@lingui/react/macro';
import { msg, ph } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { BADGE_MESSAGES } from '@contracts/badge-messages';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { recipientBadgesQueryOptions } from '../api/user-badges';
import { AvailableBadgesSection } from './available-badges-section';
import type { BadgeRecipient } from './badge-recipient';
import { HeldBadgesSection } from './held-badges-section';
import { NOTES_MAX, useBadgeAwards } from './use-badge-awards';
import { translate } from '@contracts/i18n/texts';

export type { BadgeRecipient } from './badge-recipient';

/** The removal's question (§2.11 writes the teacher's). */
const REMOVE_QUESTION: Record<BadgeRecipientType, MessageDescriptor> = {
  teacher: msg`¿Está seguro que desea eliminar este badge del profesor?`,
  student: msg`¿Está seguro que desea eliminar este badge del estudiante?`,
  staff: msg`¿Está seguro que desea eliminar este badge del usuario?`,
};

interface ManageBadgesDialogProps {
  recipient: BadgeRecipient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Opening focuses the dialog itself, not its first field (the notes): on a phone a focused text field raises the
 * keyboard over the badges the person came to read (issue 24). Tab then starts at the notes.
 */
function focusDialogItself(event: Event) {
  event.preventDefault();
  if (event.target instanceof HTMLElement) event.target.focus({ preventScroll: true });
}

/**
 * 'Administrar Badges' for one person (§2.11): assignment notes, a search over the catalogue, 'Badges actuales'
 * with a remove button each (after a confirmation), 'Badges disponibles' with 'Asignar'; a badge already held
 * shows a check and cannot be assigned again.
 */
export function ManageBadgesDialog({ recipient, open, onOpenChange }: ManageBadgesDialogProps) {
  const name = recipient.name;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" onOpenAutoFocus={focusDialogItself}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Administrar Badges</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Asigna o retira badges de {name}.</Trans>
          </DialogDescription>
        </DialogHeader>
        <ManageBadges recipient={recipient} />
      </DialogContent>
    </Dialog>
  );
}

function ManageBadges({ recipient }: { recipient: BadgeRecipient }) {
  const { t } = useLingui();
  const held = useQuery(recipientBadgesQueryOptions(recipient.type, recipient.id));
  const awards = useBadgeAwards(recipient);
  const heldIds = new Set((held.data ?? []).map((badge) => badge.badge_id));

  return (
    <div className="grid gap-5">
      <FormField
        label={t`Notas de asignación`}
        hint={t`Opcional; se guardan con el próximo badge que asignes.`}
        error={awards.notesTooLong ? translate(BADGE_MESSAGES.notesTooLong) : undefined}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            maxLength={NOTES_MAX}
            value={awards.notes}
            onChange={(event) => awards.setNotes(event.target.value)}
          />
        )}
      </FormField>

      <HeldBadgesSection held={held} onRemove={awards.askRemoval} />

      <AvailableBadgesSection
        heldIds={heldIds}
        assigningId={awards.assigningId}
        disabled={awards.assigning || held.isPending || awards.notesTooLong}
        onAssign={awards.assign}
      />

      <ConfirmDeleteDialog
        open={awards.toRemove.open}
        onOpenChange={(next) => !next && awards.closeRemoval()}
        pending={awards.removing}
        onConfirm={awards.confirmRemoval}
        title={t(REMOVE_QUESTION[recipient.type])}
        description={t`Se retirará «${ph({ badge: awards.toRemove.badge?.badge_name ?? '' })}» de ${ph({ name: recipient.name })} y su credencial quedará revocada.`}
      />
    </div>
  );
}

/** 'Gestionar': opens 'Administrar Badges' for the person (the Perfil tab of the staff teacher detail, §2.6). */
export function ManageBadgesButton({ recipient }: { recipient: BadgeRecipient }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Settings aria-hidden="true" />
        <Trans>Gestionar</Trans>
      </Button>
      <ManageBadgesDialog recipient={recipient} open={open} onOpenChange={setOpen} />
    </>
  );
}
