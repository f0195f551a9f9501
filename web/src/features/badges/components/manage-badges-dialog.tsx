import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, LoaderCircle, Plus, Settings, Trash2 } from 'lucide-react';
import { BADGE_MESSAGES, type RecipientBadge } from '@contracts/badges';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { FormField } from '@/components/form-field';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { Badge as Chip } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { badgeCatalogueQueryOptions } from '../api/badges';
import { recipientBadgesQueryOptions, useAssignBadge, useRemoveAward } from '../api/user-badges';
import { BadgeImage } from '@/components/badge-image';
import { badgeTypeLabel, matchBadges } from './badge-labels';

export interface BadgeRecipient {
  type: BadgeRecipientType;
  /** The teachers.id, students.id or users.id. */
  id: number;
  name: string;
}

const NOTES_MAX = 500;

/** The removal's question (§2.11 writes the teacher's). */
const REMOVE_QUESTION: Record<BadgeRecipientType, string> = {
  teacher: '¿Está seguro que desea eliminar este badge del profesor?',
  student: '¿Está seguro que desea eliminar este badge del estudiante?',
  staff: '¿Está seguro que desea eliminar este badge del usuario?',
};

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="text-sm font-semibold">
      {children}
    </h3>
  );
}

interface ManageBadgesDialogProps {
  recipient: BadgeRecipient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Administrar Badges' for one person (§2.11): assignment notes, a search over the catalogue, 'Badges actuales'
 * with a remove button each (after a confirmation), 'Badges disponibles' with 'Asignar'; a badge already held
 * shows a check and cannot be assigned again.
 */
export function ManageBadgesDialog({ recipient, open, onOpenChange }: ManageBadgesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Administrar Badges</DialogTitle>
          <DialogDescription>Asigna o retira badges de {recipient.name}.</DialogDescription>
        </DialogHeader>
        <ManageBadges recipient={recipient} />
      </DialogContent>
    </Dialog>
  );
}

function ManageBadges({ recipient }: { recipient: BadgeRecipient }) {
  const currentId = useId();
  const availableId = useId();
  const [notes, setNotes] = useState('');
  const [query, setQuery] = useState('');
  const [toRemove, setToRemove] = useState<{ open: boolean; badge: RecipientBadge | null }>({ open: false, badge: null });
  const held = useQuery(recipientBadgesQueryOptions(recipient.type, recipient.id));
  const catalogue = useQuery(badgeCatalogueQueryOptions());

  const assign = useAssignBadge({
    onSuccess: () => {
      setNotes('');
      toast({ title: BADGE_MESSAGES.assigned });
    },
    onError: (error) => toast({ title: BADGE_MESSAGES.assignFailed, description: getErrorMessage(error, 'Inténtalo de nuevo.'), variant: 'destructive' }),
  });
  const remove = useRemoveAward({
    onSuccess: () => {
      setToRemove((current) => ({ ...current, open: false }));
      toast({ title: BADGE_MESSAGES.removed });
    },
    onError: (error) => {
      setToRemove((current) => ({ ...current, open: false }));
      toast({ title: BADGE_MESSAGES.removeFailed, description: getErrorMessage(error, 'Inténtalo de nuevo.'), variant: 'destructive' });
    },
  });

  const heldIds = new Set((held.data ?? []).map((badge) => badge.badge_id));
  const assigningId = assign.isPending ? assign.variables?.badgeId : undefined;
  const notesTooLong = notes.trim().length > NOTES_MAX;

  const onAssign = (badgeId: number) => {
    if (assign.isPending || notesTooLong) return;
    assign.mutate({ badgeId, userType: recipient.type, userId: recipient.id, notes: notes.trim() || null });
  };

  return (
    <div className="grid gap-5">
      <FormField label="Notas de asignación" hint="Opcional; se guardan con el próximo badge que asignes." error={notesTooLong ? BADGE_MESSAGES.notesTooLong : undefined}>
        {(field) => <Textarea {...field} rows={2} maxLength={NOTES_MAX} value={notes} onChange={(event) => setNotes(event.target.value)} />}
      </FormField>

      <section aria-labelledby={currentId} className="grid gap-2">
        <Heading id={currentId}>Badges actuales</Heading>
        <ListState
          query={held}
          isEmpty={(list) => list.length === 0}
          loading={{ label: 'Cargando badges actuales', rows: 2, rowClassName: 'h-14 rounded-lg' }}
          error={{ title: BADGE_MESSAGES.loadRecipientFailed, retryLabel: 'Reintentar' }}
          empty={{ title: 'Aún no tiene badges asignados' }}
        >
          {(list) => (
            <ul aria-labelledby={currentId} className="grid gap-2">
              {list.map((badge) => (
                <li key={badge.id} className="flex items-center gap-3 rounded-lg border p-2.5">
                  <BadgeImage url={badge.image_url} color={badge.badge_color} className="size-10" />
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="truncate text-sm font-medium">{badge.badge_name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {badge.year} · Asignado el {formatDate(badge.awarded_at)}
                      {badge.notes ? ` · ${badge.notes}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Eliminar ${badge.badge_name}`}
                    title="Eliminar"
                    onClick={() => setToRemove({ open: true, badge })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>

      <section aria-labelledby={availableId} className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading id={availableId}>Badges disponibles</Heading>
          <SearchInput label="Buscar badges" placeholder="Buscar por nombre o código" onSearch={setQuery} delay={150} className="sm:max-w-xs" />
        </div>
        <ListState
          query={catalogue}
          isEmpty={(list) => matchBadges(list, query).length === 0}
          loading={{ label: 'Cargando badges disponibles', rows: 3, rowClassName: 'h-14 rounded-lg' }}
          error={{ title: BADGE_MESSAGES.loadFailed, retryLabel: 'Reintentar' }}
          empty={{ title: query ? `No hay badges que coincidan con "${query}"` : 'No hay badges creados' }}
        >
          {(list) => (
            <ul aria-labelledby={availableId} className="grid gap-2 sm:grid-cols-2">
              {matchBadges(list, query).map((badge) => {
                const isHeld = heldIds.has(badge.id);
                const assigning = assigningId === badge.id;
                return (
                  <li key={badge.id} className="flex items-center gap-3 rounded-lg border p-2.5">
                    <BadgeImage url={badge.image_url} color={badge.badge_color} className="size-10" />
                    <div className="grid min-w-0 flex-1 gap-0.5">
                      <p className="truncate text-sm font-medium">{badge.badge_name}</p>
                      <p className="truncate text-xs text-muted-foreground">
                        <span className="font-mono">{badge.badge_code}</span> · {badgeTypeLabel(badge.badge_type)} · {badge.year}
                      </p>
                    </div>
                    {isHeld ? (
                      <Chip variant="success" className="shrink-0">
                        <Check aria-hidden="true" />
                        Asignado
                      </Chip>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        className="shrink-0"
                        disabled={assign.isPending || held.isPending || notesTooLong}
                        aria-label={`Asignar ${badge.badge_name}`}
                        onClick={() => onAssign(badge.id)}
                      >
                        {assigning ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Plus aria-hidden="true" />}
                        {assigning ? 'Asignando...' : 'Asignar'}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </ListState>
      </section>

      <ConfirmDeleteDialog
        open={toRemove.open}
        onOpenChange={(next) => !next && setToRemove((current) => ({ ...current, open: false }))}
        pending={remove.isPending}
        onConfirm={() => {
          const badge = toRemove.badge;
          if (badge && !remove.isPending) remove.mutate({ userType: recipient.type, userId: recipient.id, badgeId: badge.badge_id });
        }}
        title={REMOVE_QUESTION[recipient.type]}
        description={`Se retirará «${toRemove.badge?.badge_name ?? ''}» de ${recipient.name} y su credencial quedará revocada.`}
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
        Gestionar
      </Button>
      <ManageBadgesDialog recipient={recipient} open={open} onOpenChange={setOpen} />
    </>
  );
}
