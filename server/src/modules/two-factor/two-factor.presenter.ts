import type { Passkey, TwoFactorStatus } from '@contracts/two-factor';
import type { PasskeyRow } from './passkey.service';

export function presentPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export function presentTwoFactorStatus(options: {
  totp: boolean;
  passkeys: PasskeyRow[];
  recoveryCodesLeft: number;
  required: boolean;
}): TwoFactorStatus {
  return {
    totp: options.totp,
    passkeys: options.passkeys.map(presentPasskey),
    recovery_codes_left: options.recoveryCodesLeft,
    required: options.required,
  };
}
