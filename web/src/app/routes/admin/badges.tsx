import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Badge } from '@contracts/badges';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { BadgeGrid } from '@/features/badges/components/badge-grid';
import { BadgeFormDialog } from '@/features/badges/components/badge-form/badge-form-dialog';
import { DeleteBadgeDialog } from '@/features/badges/components/delete-badge-dialog';
import { AwardManyDialog } from '@/features/badges/components/award-many/award-many-dialog';
import { BadgeHoldersDialog } from '@/features/badges/components/award-many/badge-holders-dialog';

// The last target stays after closing, so a dialog keeps its content while it fades out.
interface FormState {
  open: boolean;
  badge?: Badge;
}

/**
 * /admin/badges (spec §2.11): counts per type, 'Crear Badge', the grid with 'Editar' and 'Eliminar'; each card also
 * lists who holds it and awards it to several people at once (issue 42). One person's badges are managed from their page.
 */
export function BadgesPage() {
  const { t } = useLingui();
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<{ open: boolean; badge: Badge | null }>({ open: false, badge: null });
  const [holders, setHolders] = useState<{ open: boolean; badge: Badge | null }>({ open: false, badge: null });
  const [awardMany, setAwardMany] = useState<{ open: boolean; badge: Badge | null }>({ open: false, badge: null });
  const onCreate = () => setForm({ open: true });

  return (
    <section>
      <PageHeader
        title={t`Gestión de Badges`}
        description={t`Crea y edita los badges que reconocen a profesores, estudiantes y personal.`}
        actions={
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            <Trans>Crear Badge</Trans>
          </Button>
        }
      />
      <BadgeGrid
        onCreate={onCreate}
        onEdit={(badge) => setForm({ open: true, badge })}
        onDelete={(badge) => setToDelete({ open: true, badge })}
        onShowHolders={(badge) => setHolders({ open: true, badge })}
        onAwardMany={(badge) => setAwardMany({ open: true, badge })}
      />
      <BadgeHoldersDialog
        open={holders.open}
        badge={holders.badge}
        onOpenChange={(open) => setHolders((current) => ({ ...current, open }))}
      />
      <AwardManyDialog
        open={awardMany.open}
        badge={awardMany.badge}
        onOpenChange={(open) => setAwardMany((current) => ({ ...current, open }))}
      />
      <BadgeFormDialog
        open={form.open}
        badge={form.badge}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <DeleteBadgeDialog
        open={toDelete.open}
        badge={toDelete.badge}
        onClose={() => setToDelete((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}
