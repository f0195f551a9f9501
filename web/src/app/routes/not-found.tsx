import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Any path the router does not know (spec §2.2). */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      {/* Decorative (the h1 says it), yet in a colour that passes AA: axe checks hidden text's contrast too. */}
      <p aria-hidden="true" className="text-7xl font-black text-muted-foreground">
        404
      </p>
      <h1 className="text-2xl font-bold">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>Did you forget to add the page to the router?</Trans>
      </p>
      <Button asChild variant="outline">
        <Link to="/">
          <Trans>Back to Dashboard</Trans>
        </Link>
      </Button>
    </div>
  );
}
