import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Hammer } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from './page-header';

/** A page whose screen a later issue builds: it names the screen in its heading. */
export function PlaceholderPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section>
      <PageHeader title={title} description={description} />
      {children}
      <Card className="border-dashed">
        <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
          <span aria-hidden="true" className="rounded-full bg-primary/10 p-3 text-primary">
            <Hammer className="size-6" />
          </span>
          <p className="font-medium">
            <Trans>Esta sección está en construcción.</Trans>
          </p>
          <p className="max-w-md text-sm text-muted-foreground">
            <Trans>Pronto encontrarás aquí todas sus funciones.</Trans>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
