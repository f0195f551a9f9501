import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { buttonVariants } from '@/components/ui/button';

interface Provider {
  slug: string;
  display_name: string;
}

const RETRY = msg`No se pudo completar el inicio de sesión con el proveedor. Inténtalo de nuevo.`;

/** The plain words for each `/?sso_error=<code>` the callback sends back (no zod here: the login's budget). */
const SSO_ERRORS: Record<string, MessageDescriptor> = {
  SSO_FAILED: RETRY,
  SSO_PROVIDER_NOT_FOUND: RETRY,
  SSO_ACCOUNT_NOT_FOUND: msg`No hay ninguna cuenta de la escuela con el correo de esa cuenta. Pide a la administración que la cree.`,
  ACCOUNT_DISABLED: msg`Esta cuenta está desactivada. Pide a la administración que la active.`,
  // SSO_OTHER_BROWSER_MESSAGE of contracts/sso.ts.
  SSO_OTHER_BROWSER: msg`Este inicio de sesión se empezó en otro navegador. Vuelve a pulsar «Continuar con…» en este navegador.`,
};

/**
 * The refusal the URL carries, read once a page load and taken off the address (a reload does not repeat it).
 * Kept here, not only in state: a render React discards (a lazy child suspending) would otherwise lose it.
 */
let taken: MessageDescriptor | null | undefined;
function takeSsoError(): MessageDescriptor | null {
  if (taken !== undefined) return taken;
  const url = new URL(window.location.href);
  const code = url.searchParams.get('sso_error');
  taken = code === null ? null : (SSO_ERRORS[code] ?? RETRY);
  if (code !== null) {
    url.searchParams.delete('sso_error');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return taken;
}

/** 'Continue with …' for each identity provider staff enabled, under an 'o'; nothing when there are none. */
export function SsoButtons() {
  const { i18n } = useLingui();
  const [providers, setProviders] = useState<Provider[]>([]);
  const [error] = useState(takeSsoError);

  // Shown once: a later login screen (after signing in and out) starts without it.
  useEffect(
    () => () => {
      taken = null;
    },
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Provider[]>('/api/auth/sso/providers', { signal: controller.signal })
      .then((list) => setProviders(Array.isArray(list) ? list : []))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return (
    <>
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {i18n._(error)}
        </p>
      ) : null}
      {providers.length > 0 ? (
        <div className="grid gap-3">
          <div className="flex items-center gap-3 text-xs text-muted-foreground">
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
            <span>
              <Trans>o</Trans>
            </span>
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
          </div>
          {providers.map(({ slug, display_name: name }) => (
            <a
              key={slug}
              href={`/api/auth/sso/${encodeURIComponent(slug)}/start`}
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
            >
              <Trans>Continue with {name}</Trans>
            </a>
          ))}
        </div>
      ) : null}
    </>
  );
}
