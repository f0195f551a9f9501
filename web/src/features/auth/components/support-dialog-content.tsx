import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Clock, Mail, MessageCircle, Ticket } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { LazyDialogProps } from './dialog-link';
import { fetchSupportContacts, supportChannels, supportHours, type SupportContacts } from '../support-contacts';

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
      <span aria-hidden="true" className="mt-0.5 rounded-md bg-primary/10 p-2 text-primary [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-medium">{label}</p>
        <div className="text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

const linkClassName = 'font-medium text-primary underline-offset-4 hover:underline break-all';

const ICONS = { whatsapp: <MessageCircle />, email: <Mail />, discord: <Ticket /> };

/**
 * The support-contact dialog of the 'Need assistance?' link (spec §2.1); loaded when the link is first used. The
 * contacts are the server's SUPPORT_* variables; with none set it says whom to ask instead. English like its link, so
 * it says so (`lang="en"`) over the login screen's Spanish document, and its close button is 'Close'.
 */
export function SupportDialogContent({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const { t } = useLingui();
  // undefined: still loading; null: none could be read (the same words as none configured).
  const [contacts, setContacts] = useState<SupportContacts | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    fetchSupportContacts(controller.signal)
      .then(setContacts)
      .catch(() => {
        if (!controller.signal.aborted) setContacts(null);
      });
    return () => controller.abort();
  }, []);
  const channels = supportChannels(contacts);
  const loading = contacts === undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} aria-busy={loading || undefined}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Contact support</Trans>
          </DialogTitle>
          <DialogDescription>
            {loading
              ? t`Having trouble signing in? Loading the support contacts…`
              : channels.length > 0
                ? t`Having trouble signing in? Reach our support team through any of these channels.`
                : t`Having trouble signing in? Ask your school's administration for help: they can reset your password or account.`}
          </DialogDescription>
        </DialogHeader>
        {channels.length > 0 && (
          <ul className="grid gap-3">
            {channels.map((channel) => (
              <ContactRow key={channel.kind} icon={ICONS[channel.kind]} label={channel.label}>
                <a
                  className={linkClassName}
                  href={channel.href}
                  {...(channel.kind === 'email' ? {} : { target: '_blank', rel: 'noreferrer' })}
                >
                  {channel.text}
                </a>
                {channel.kind === 'discord' && (
                  <p className="text-xs">
                    <Trans>For active students only.</Trans>
                  </p>
                )}
              </ContactRow>
            ))}
            <ContactRow icon={<Clock />} label={t`Availability`}>
              {supportHours(contacts)}
            </ContactRow>
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
