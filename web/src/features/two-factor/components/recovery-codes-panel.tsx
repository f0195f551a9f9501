import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** The ten recovery codes, shown once: copy or download them, then say they are kept. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t`Códigos copiados` });
    } catch {
      toast({
        title: t`No se pudieron copiar`,
        description: t`Descárgalos o cópialos a mano.`,
        variant: 'destructive',
      });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: t`codigos-de-recuperacion.txt` });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="recovery-codes-title" className="font-semibold">
        <Trans>Tus códigos de recuperación</Trans>
      </h3>
      <p className="text-sm">
        <Trans>
          Guárdalos en un lugar seguro: se muestran solo esta vez. Cada uno sirve una vez para entrar si no tienes tu
          aplicación o tu llave.
        </Trans>
      </p>
      <ul aria-label={t`Códigos de recuperación`} className="grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          <Trans>Copiar</Trans>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          <Trans>Descargar</Trans>
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          <Trans>Ya los guardé</Trans>
        </Button>
      </div>
    </section>
  );
}
