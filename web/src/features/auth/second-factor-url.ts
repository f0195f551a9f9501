import type { SecondFactorMethod, SecondFactorRequired } from '@contracts/auth';

const METHODS: readonly SecondFactorMethod[] = ['totp', 'passkey'];

/**
 * The second step an identity provider's sign-in left due (/?second_factor=<challenge>&methods=totp,passkey),
 * taken out of the address so a reload or the history does not offer it again. Null when there is none.
 * Kept here once read, not only in a component's state: a render React discards (a lazy child suspending on the
 * first load) would otherwise lose it; `forgetSecondFactorFromUrl` drops it once the login screen is left.
 */
let taken: SecondFactorRequired | null | undefined;

export function secondFactorFromUrl(): SecondFactorRequired | null {
  if (taken !== undefined) return taken;
  const params = new URLSearchParams(window.location.search);
  const challenge = params.get('second_factor');
  if (!challenge) return (taken = null);
  const listed = (params.get('methods') ?? '')
    .split(',')
    .filter((method): method is SecondFactorMethod => METHODS.includes(method as SecondFactorMethod));
  window.history.replaceState(null, '', window.location.pathname);
  taken = { second_factor_required: true, challenge, methods: listed.length > 0 ? listed : [...METHODS] };
  return taken;
}

export function forgetSecondFactorFromUrl(): void {
  taken = null;
}
