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
  const headingId = useId();
  const credentials = useQuery(teacherExternalCredentialsQueryOptions(teacherId));
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Credenciales externas
        </h2>
        <p className="text-sm text-muted-foreground">
          Certificaciones de otras instituciones, comprobadas como lo hace una billetera digital y guardadas con su
          resultado.
        </p>
      </div>
      <ListState
        query={credentials}
        isEmpty={(list) => list.items.length === 0}
        loading={{ label: 'Cargando credenciales externas', rows: 1, rowClassName: 'h-40' }}
        error={{
          title: 'Error al cargar las credenciales externas',
          detail: (error) => getErrorMessage(error, 'Inténtalo de nuevo.'),
          retryLabel: 'Reintentar',
        }}
        empty={{ icon: ShieldCheck, title: 'Aún no hay credenciales externas en este registro.' }}
      >
        {(list) => (
          <ul aria-label="Credenciales guardadas" className="grid gap-4">
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
          {translate(EXTERNAL_CREDENTIAL_MESSAGES.tooMany, { max: EXTERNAL_CREDENTIALS_PER_TEACHER })}. Elimina una para
          comprobar y guardar otra.
        </p>
      ) : null}
    </section>
  );
}
