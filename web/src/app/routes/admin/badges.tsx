import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Badge } from '@contracts/badges';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { BadgeGrid } from '@/features/badges/components/badge-grid';
import { BadgeFormDialog } from '@/features/badges/components/badge-form/badge-form-dialog';
import { DeleteBadgeDialog } from '@/features/badges/components/delete-badge-dialog';

// The last target stays after closing, so a dialog keeps its content while it fades out.
interface FormState {
  open: boolean;
  badge?: Badge;
}

/** /admin/badges (spec §2.11): counts per type, 'Crear Badge', the grid with 'Editar' and 'Eliminar'. Badges are assigned from a teacher's page. */
export function BadgesPage() {
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<{ open: boolean; badge: Badge | null }>({ open: false, badge: null });
  const onCreate = () => setForm({ open: true });

  return (
    <section>
      <PageHeader
        title="Gestión de Badges"
        description="Crea y edita los badges que reconocen a profesores, estudiantes y personal."
        actions={
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            Crear Badge
          </Button>
        }
      />
      <BadgeGrid
        onCreate={onCreate}
        onEdit={(badge) => setForm({ open: true, badge })}
        onDelete={(badge) => setToDelete({ open: true, badge })}
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
