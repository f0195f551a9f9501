import { Trans, useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { PortfolioTechnique } from '@contracts/portfolio';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { ReturnFocusTo } from '@/components/dialog-layers';
import { IconAction } from '@/components/icon-action';
import { saveWithToast } from '@/components/save-with-toast';
import { useRemovePortfolioTechnique } from '../../api/portfolio';
import { RenameTechniqueDialog } from './rename-technique-dialog';

/**
 * The techniques staff added, each with 'Cambiar nombre' and 'Eliminar'. A technique works name cannot be removed:
 * the server says how many, and staff rename it or change those works' technique instead.
 */
export function AddedTechniqueList({
  techniques,
  afterRemove,
}: {
  techniques: PortfolioTechnique[];
  /** Where the focus goes once a technique is removed (its row, and the button that opened the dialog, are gone). */
  afterRemove: ReturnFocusTo;
}) {
  const { t } = useLingui();
  const remove = useRemovePortfolioTechnique();
  const [renaming, setRenaming] = useState<{ open: boolean; technique: PortfolioTechnique | null }>({
    open: false,
    technique: null,
  });
  const [removing, setRemoving] = useState<PortfolioTechnique | null>(null);

  const removingLabel = removing?.label;
  const confirmRemove = () => {
    if (!removing) return;
    void saveWithToast(
      () => remove.mutateAsync(removing.code),
      () => undefined,
      {
        success: { title: t`Técnica eliminada del catálogo` },
        failure: { title: t`No se pudo eliminar la técnica`, fallback: t`Inténtalo de nuevo.` },
      },
    ).finally(() => setRemoving(null));
  };

  return (
    <>
      <ul aria-label={t`Técnicas añadidas por la administración`} className="grid gap-1 sm:max-w-md">
        {techniques.map((technique) => (
          <li key={technique.code} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1">
            <span className="min-w-0 text-sm break-words">{technique.label}</span>
            <span className="flex shrink-0">
              <IconAction
                tooltip={t`Cambiar nombre`}
                name={t`Cambiar el nombre de ${ph({ technique: technique.label })}`}
                icon={Pencil}
                onClick={() => setRenaming({ open: true, technique })}
              />
              <IconAction
                tooltip={t`Eliminar`}
                name={t`Eliminar ${ph({ technique: technique.label })}`}
                icon={Trash2}
                onClick={() => setRemoving(technique)}
              />
            </span>
          </li>
        ))}
      </ul>
      <RenameTechniqueDialog
        technique={renaming.technique}
        open={renaming.open}
        onOpenChange={(open) => setRenaming((current) => ({ ...current, open }))}
      />
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        returnFocusTo={afterRemove}
        title={t`¿Eliminar técnica?`}
        description={
          <Trans>
            «{removingLabel}» dejará de estar en el catálogo. Si alguna obra la usa, no se eliminará: cambia antes su
            nombre o la técnica de esas obras.
          </Trans>
        }
      />
    </>
  );
}
