import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { FileDown, FileArchive } from 'lucide-react';
import { Button } from '@/components/ui/button';

// The dialogs (and their options) load when a button is first pressed, or pointed at.
const loadGenerateCvDialog = () => import('./generate-cv-dialog');
const loadAllCvsDialog = () => import('./all-cvs-dialog');
const GenerateCvDialog = lazy(loadGenerateCvDialog);
const AllCvsDialog = lazy(loadAllCvsDialog);

/** 'Generar CV' on a teacher's profile (their own) and on staff's teacher detail. */
export function GenerateCvButton({ teacherId }: { teacherId: number }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerOver={() => void loadGenerateCvDialog()}
        onFocus={() => void loadGenerateCvDialog()}
      >
        <FileDown aria-hidden="true" />
        <Trans>Generar CV</Trans>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <GenerateCvDialog teacherId={teacherId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** 'CVs de todos' on staff's teacher list: every active teacher's CV in one ZIP, with its progress. */
export function AllCvsButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerOver={() => void loadAllCvsDialog()}
        onFocus={() => void loadAllCvsDialog()}
      >
        <FileArchive aria-hidden="true" />
        <Trans>CVs de todos</Trans>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AllCvsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
