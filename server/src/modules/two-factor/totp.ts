// Loaded with the first use: sign-in with a password alone never needs them.
const loadOtp = () => import('otplib');

/** Codes a step either side of now are taken too: a phone's clock a little off, or a code typed as it turned. */
const TOLERANCE_SECONDS = 30;

export async function newTotpSecret(): Promise<string> {
  return (await loadOtp()).generateSecret();
}

/** The otpauth:// address an authenticator app scans, and its QR code as an SVG document. */
export async function totpProvisioning(options: {
  secret: string;
  issuer: string;
  account: string;
}): Promise<{ url: string; svg: string }> {
  const [{ generateURI }, { default: QRCode }] = await Promise.all([loadOtp(), import('qrcode')]);
  const url = generateURI({ issuer: options.issuer, label: options.account, secret: options.secret });
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { url, svg };
}

/** The time step a right code belongs to, or undefined; a step at or before `afterStep` (already used) is refused. */
export async function matchingStep(options: {
  secret: string;
  code: string;
  afterStep?: number | null;
}): Promise<number | undefined> {
  const { verify } = await loadOtp();
  const result = await verify({
    secret: options.secret,
    token: options.code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(options.afterStep == null ? {} : { afterTimeStep: options.afterStep }),
  });
  // The answer's type covers counter-based codes too; a time-based match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
