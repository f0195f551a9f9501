import type { ReactNode } from 'react';
import { Clock, Mail, MessageCircle, Ticket } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { LazyDialogProps } from './dialog-link';
import { SUPPORT_DISCORD_URL, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_WHATSAPP, whatsappLink } from '../support-contacts';

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

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline break-all';

/** The support-contact dialog of the 'Need assistance?' link (spec §2.1); loaded when the link is first used. */
export function SupportDialogContent({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Contact support</DialogTitle>
          <DialogDescription>
            Having trouble signing in? Reach our support team through any of these channels.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          <ContactRow icon={<MessageCircle />} label="WhatsApp">
            <a className={linkClass} href={whatsappLink(SUPPORT_WHATSAPP)} target="_blank" rel="noreferrer">
              {SUPPORT_WHATSAPP}
            </a>
          </ContactRow>
          <ContactRow icon={<Mail />} label="Support email">
            <a className={linkClass} href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </ContactRow>
          <ContactRow icon={<Ticket />} label="Discord">
            <a className={linkClass} href={SUPPORT_DISCORD_URL} target="_blank" rel="noreferrer">
              Open a support ticket on Discord
            </a>
            <p className="text-xs">For active students only.</p>
          </ContactRow>
          <ContactRow icon={<Clock />} label="Availability">
            {SUPPORT_HOURS}
          </ContactRow>
        </ul>
      </DialogContent>
    </Dialog>
  );
}
