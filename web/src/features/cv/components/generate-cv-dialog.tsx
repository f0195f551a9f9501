import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { downloadCv } from '../api/cv';
import { CvOptionsFields, cvChoiceComplete, DEFAULT_CV_CHOICE } from './cv-options-fields';

/** 'Generar CV': the options, then the PDF saved (issue 45). Loaded when the button is first used. */
export default function GenerateCvDialog({
  teacherId,
  open,
  onOpenChange,
}: {
  teacherId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [choice, setChoice] = useState(DEFAULT_CV_CHOICE);
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      await downloadCv(teacherId, choice, t`CV.pdf`);
      toast({ title: t`CV generado` });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: t`No se pudo generar el CV`,
        description: getErrorMessage(error, t`Inténtalo de nuevo en unos segundos.`),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Generar CV</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Un PDF con la titulación, la docencia, la actividad, las insignias y las credenciales.</Trans>
          </DialogDescription>
        </DialogHeader>
        <CvOptionsFields choice={choice} onChange={setChoice} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button onClick={generate} disabled={busy || !cvChoiceComplete(choice)}>
            {busy ? <Spinner aria-hidden="true" /> : <Download aria-hidden="true" />}
            <Trans>Descargar PDF</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
