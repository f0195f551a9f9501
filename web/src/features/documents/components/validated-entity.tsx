import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { translate } from '@contracts/i18n/texts';
import { useQuery } from '@tanstack/react-query';
import type { UploadOwnerKind } from '@contracts/catalogues/documents';
import { DOCUMENT_MESSAGES } from '@contracts/documents';
import { Spinner } from '@/components/ui/spinner';
import { getErrorStatus } from '@/lib/api-client';
import { entityCheckQueryOptions, type EntityOption } from '../api/entities';

export const ENTITY_INVALID_MESSAGE = msg`Error al validar la entidad. Verifica el ID y el tipo.`;

interface ValidatedEntityProps {
  kind: UploadOwnerKind;
  id: number;
  /** What to show once the read succeeded. */
  children: (entity: EntityOption) => ReactNode;
}

/** Why an entity could not be validated: one that does not exist (or is not the person's to see) says so by its id. */
export function entityCheckMessage(id: number, status: number | undefined): string {
  return status === 404 || status === 403
    ? translate(DOCUMENT_MESSAGES.entityUnavailable, { id })
    : i18n._(ENTITY_INVALID_MESSAGE);
}

/** Validates an entity through a read of the item; on success renders its children, else the error (spec §4.2). */
export function ValidatedEntity({ kind, id, children }: ValidatedEntityProps) {
  const { t } = useLingui();
  const check = useQuery(entityCheckQueryOptions(kind, id));
  if (check.isPending) return <Spinner label={t`Validando entidad`} />;
  if (check.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
        {entityCheckMessage(id, getErrorStatus(check.error))}
      </p>
    );
  }
  return <>{children(check.data)}</>;
}
