import type { SecondFactorMethod, SecondFactorRequired } from '@contracts/auth';

const METHODS: readonly SecondFactorMethod[] = ['totp', 'passkey'];

/**
 * The second step an identity provider's sign-in left due (/?second_factor=<challenge>&methods=totp,passkey),
 * taken out of the address so a reload or the history does not offer it again. Null when there is none.
 */
export function secondFactorFromUrl(): SecondFactorRequired | null {
  const params = new URLSearchParams(window.location.search);
  const challenge = params.get('second_factor');
  if (!challenge) return null;
  const listed = (params.get('methods') ?? '').split(',').filter((method): method is SecondFactorMethod => METHODS.includes(method as SecondFactorMethod));
  window.history.replaceState(null, '', window.location.pathname);
  return { second_factor_required: true, challenge, methods: listed.length > 0 ? listed : [...METHODS] };
}
