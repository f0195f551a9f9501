import { DialogLink } from './dialog-link';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

const loadContent = () => import('./forgot-password-dialog');
const ForgotPasswordDialog = lazyPartOrNotice(() => loadContent().then((m) => m.ForgotPasswordDialog));

/** 'Forgot your password?' under the login form: a dialog that mails a reset link. */
export function ForgotPassword() {
  return <DialogLink label="Forgot your password?" preload={loadContent} dialog={ForgotPasswordDialog} />;
}
