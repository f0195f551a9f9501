import { Trans } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import { useState } from 'react';
import type { Teacher } from '@contracts/teachers';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { OnFirstOpen } from '@/components/on-first-open';
import { Button } from '@/components/ui/button';
import { loadOnIntent } from '@/lib/load-when-idle';

// The dialog and its photo widget (the drop area, Radix's dialog) load at the first sign of use, not with the profile.
const loadContent = () => import('./photo-dialog-content');
const PhotoDialogContent = lazyPartOrNotice(() => loadContent().then((m) => m.PhotoDialogContent));
const prefetchContent = loadOnIntent(loadContent);

/** The photo-management dialog of /teacher/profile (spec §2.13): the §4.3 widget on the teacher's own record. */
export function PhotoDialog({ teacher }: { teacher: Teacher }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerOver={prefetchContent}
        onTouchStart={prefetchContent}
        onFocus={prefetchContent}
      >
        <Camera aria-hidden="true" />
        <Trans>Gestionar foto</Trans>
      </Button>
      <OnFirstOpen open={open}>
        <PhotoDialogContent teacher={teacher} open={open} onOpenChange={setOpen} />
      </OnFirstOpen>
    </>
  );
}
