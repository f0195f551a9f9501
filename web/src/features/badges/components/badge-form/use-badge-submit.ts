import { useLingui } from '@lingui/react/macro';
import type { Badge, BadgeFields } from '@contracts/badges';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues, type IssueForm } from '@/lib/form-errors';
import { useCreateBadge, useUpdateBadge } from '../../api/badges';
import type { BadgeFormValues } from './badge-form-model';
import { serverFieldErrors } from './server-errors';
import type { BadgeImageState } from './use-badge-image';

interface BadgeSubmitOptions {
  /** The badge being edited; none to create one. */
  badge?: Badge;
  /** Where the server's field issues are placed. */
  form: IssueForm<BadgeFormValues>;
  image: BadgeImageState;
  onSaved: () => void;
}

/** Sends the fields and the image as one multipart POST or PUT, places a refusal under its fields and raises the toasts. */
export function useBadgeSubmit({ badge, form, image, onSaved }: BadgeSubmitOptions) {
  const { t } = useLingui();
  const create = useCreateBadge();
  const update = useUpdateBadge();

  const fail = (error: unknown, fields: BadgeFields) => {
    const placed = serverFieldErrors(error, fields.badge_code);
    let focused = false;
    for (const { field, message } of placed) {
      if (field === 'badge_image') {
        image.refuse(message);
        continue;
      }
      form.setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
    applyServerIssues(form, error, { focus: !focused });
    toast({
      title: badge ? t`Error al actualizar el badge` : t`Error al crear el badge`,
      description: getErrorMessage(error, t`Inténtalo de nuevo.`),
      variant: 'destructive',
    });
  };

  const submit = async (fields: BadgeFields) => {
    // The image the server refused stays on screen until it is removed or replaced.
    if (image.error?.blocking) {
      toast({
        title: badge ? t`Error al actualizar el badge` : t`Error al crear el badge`,
        description: image.error.message,
        variant: 'destructive',
      });
      return;
    }
    try {
      const saved = await (
        badge
          ? update.mutateAsync({ id: badge.id, fields, image: image.file, removeImage: image.removeCurrent })
          : create.mutateAsync({ fields, image: image.file })
      ).then(
        () => true,
        (error: unknown) => {
          fail(error, fields);
          return false;
        },
      );
      if (!saved) return;
      toast({ title: badge ? t`Badge actualizado correctamente` : t`Badge creado correctamente` });
      onSaved();
    } catch {
      toast({
        title: t`Error`,
        description: t`No se pudo procesar el formulario. Inténtelo de nuevo.`,
        variant: 'destructive',
      });
    }
  };

  return { submit, pending: create.isPending || update.isPending };
}
