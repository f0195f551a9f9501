import { useLingui } from '@lingui/react/macro';
import { DialogLink } from './dialog-link';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

const loadContent = () => import('./forgot-password-dialog');
const ForgotPasswordDialog = lazyPartOrNotice(() => loadContent().then((m) => m.ForgotPasswordDialog));

/** 'Forgot your password?' under the login form: a dialog that mails a reset link. */
export function ForgotPassword() {
  const { t } = useLingui();
  return <DialogLink label={t`Forgot your password?`} preload={loadContent} dialog={ForgotPasswordDialog} />;
}
