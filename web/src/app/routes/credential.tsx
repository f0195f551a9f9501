import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { APP_NAME } from '@contracts/constants';
import { BrandMark } from '@/components/brand-mark';
import { CredentialView } from '@/features/badges/components/credential/credential-view';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * /credentials/{id}: the public page of a badge credential (Open Badges 3.0), for anyone the holder gives the link
 * to, signed in or not. The sign-in gate shows it before the login (app/public-paths.ts); the router has it too,
 * for a move inside the signed-in app.
 */
export function PublicCredentialPage({ id }: { id: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Credencial`);
  return (
    <div className="min-h-dvh bg-muted/40 print:bg-white">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-2">
            <BrandMark className="size-8" />
            <span className="font-semibold">{APP_NAME}</span>
          </div>
          <a
            href="/"
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring print:hidden"
          >
            <Trans>Ir a la plataforma</Trans>
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <CredentialView id={id} />
      </main>
    </div>
  );
}

/** The router's /credentials/:id. */
export function CredentialRoutePage() {
  const { id = '' } = useParams();
  return <PublicCredentialPage id={id} />;
}
