import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Construction } from 'lucide-react';
import { APP_NAME } from '@contracts/constants';
import { APP_VERSION_LABEL } from '@/config/ui';
import { BrandMark } from '@/components/brand-mark';
import { Badge } from '@/components/ui/badge';
import { LanguageSwitch } from '@/components/language-switch';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoginForm } from '@/features/auth/components/login-form';
import { SsoButtons } from '@/features/auth/components/sso-buttons';
import { ForgotPassword } from '@/features/auth/components/forgot-password';
import { SupportDialog } from '@/features/auth/components/support-dialog';
import { chooseLanguageBeforeSignIn } from '@/features/auth/language-choice';
import { pageLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/document-title';
import { AuthLayout } from '../../layouts/auth-layout';
import { SIGNED_IN_HANDOFF } from '../../signed-in-handoff';

/** The login screen (spec §2.1), shown for every path while signed out. */
export function LoginPage() {
  const { t } = useLingui();
  const [language, setLanguage] = useState(pageLanguage);
  useDocumentTitle(t`Sign in`);
  return (
    <AuthLayout>
      <Card className="border-white/20 bg-card/95 shadow-2xl backdrop-blur-sm">
        <CardHeader className="items-center gap-3 text-center">
          <BrandMark className="size-12" />
          <div className="flex flex-wrap items-center justify-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight">{APP_NAME}</h1>
            <Badge variant="secondary">{APP_VERSION_LABEL}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            <Trans>Sign in with your school account to continue.</Trans>
          </p>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div
            role="note"
            className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <Construction aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              <Trans>This platform is under construction and errors may occur.</Trans>
            </p>
          </div>
          <LoginForm handoff={SIGNED_IN_HANDOFF} />
          <SsoButtons />
          <div className="flex flex-wrap justify-center gap-x-6 gap-y-1">
            <ForgotPassword />
            <SupportDialog />
          </div>
          <LanguageSwitch
            className="justify-self-center"
            value={language}
            onChange={(chosen) => {
              setLanguage(chosen);
              void chooseLanguageBeforeSignIn(chosen);
            }}
          />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
