import { lazy } from 'react';
import { DialogLink } from './dialog-link';

const loadContent = () => import('./forgot-password-dialog');
const ForgotPasswordDialog = lazy(() => loadContent().then((m) => ({ default: m.ForgotPasswordDialog })));

/** 'Forgot your password?' under the login form: a dialog that mails a reset link. */
export function ForgotPassword() {
  return <DialogLink label="Forgot your password?" preload={loadContent} dialog={ForgotPasswordDialog} />;
}
