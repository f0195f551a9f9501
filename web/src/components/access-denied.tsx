import { Trans } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** Shown in place of a page the signed-in role may not see. */
export function AccessDenied() {
  return (
    <Card className="mx-auto mt-10 max-w-md">
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <span aria-hidden="true" className="rounded-full bg-destructive/10 p-3 text-destructive">
          <ShieldAlert className="size-6" />
        </span>
        <h1 className="text-2xl font-bold">
          <Trans>Access Denied</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>You don&apos;t have permission to view this page.</Trans>
        </p>
      </CardContent>
    </Card>
  );
}
