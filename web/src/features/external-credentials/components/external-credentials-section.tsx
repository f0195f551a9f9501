import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { EXTERNAL_CREDENTIAL_MESSAGES, EXTERNAL_CREDENTIALS_PER_TEACHER } from '@contracts/external-credentials';
import { ListState } from '@/components/list-state';
import { getErrorMessage } from '@/lib/api-client';
import { teacherExternalCredentialsQueryOptions } from '../api/external-credentials';
import { CheckCredentialForm } from './check-credential-form';
import { ExternalCredentialCard } from './external-credential-card';
import { translate } from '@contracts/i18n/texts';

/**
 * 'Credenciales externas' of a teacher's record (issue 25), for staff on the teacher detail and for the teacher on
 * their own profile: the credentials from elsewhere kept on the record, each with its checks and actions, and the
 * form that checks a new one and keeps it when it verifies.
 */
export function ExternalCredentialsSection({ teacherId }: { teacherId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const credentials = useQuery(teacherExternalCredentialsQueryOptions(teacherId));
  const tooMany = translate(EXTERNAL_CREDENTIAL_MESSAGES.tooMany, { max: EXTERNAL_CREDENTIALS_PER_TEACHER });
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Credenciales externas</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Certificaciones de otras instituciones, comprobadas como lo hace una billetera digital y guardadas con su
            resultado.
          </Trans>
        </p>
      </div>
      <ListState
        query={credentials}
        isEmpty={(list) => list.items.length === 0}
        loading={{ label: t`Cargando credenciales externas`, rows: 1, rowClassName: 'h-40' }}
        error={{
          title: t`Error al cargar las credenciales externas`,
          detail: (error) => getErrorMessage(error, t`Inténtalo de nuevo.`),
          retryLabel: t`Reintentar`,
        }}
        empty={{ icon: ShieldCheck, title: t`Aún no hay credenciales externas en este registro.` }}
      >
        {(list) => (
          <ul aria-label={t`Credenciales guardadas`} className="grid gap-4">
            {list.items.map((credential) => (
              <li key={credential.id}>
                <ExternalCredentialCard credential={credential} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {credentials.data?.can_add ? <CheckCredentialForm teacherId={teacherId} /> : null}
      {credentials.data &&
      !credentials.data.can_add &&
      credentials.data.items.length >= EXTERNAL_CREDENTIALS_PER_TEACHER ? (
        <p className="text-sm text-muted-foreground">
          <Trans>{tooMany}. Elimina una para comprobar y guardar otra.</Trans>
        </p>
      ) : null}
    </section>
  );
}
