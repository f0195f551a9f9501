import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** The ten recovery codes, shown once: copy or download them, then say they are kept. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Códigos copiados' });
    } catch {
      toast({ title: 'No se pudieron copiar', description: 'Descárgalos o cópialos a mano.', variant: 'destructive' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'codigos-de-recuperacion.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="recovery-codes-title" className="font-semibold">
        Tus códigos de recuperación
      </h3>
      <p className="text-sm">
        Guárdalos en un lugar seguro: se muestran solo esta vez. Cada uno sirve una vez para entrar si no tienes tu
        aplicación o tu llave.
      </p>
      <ul aria-label="Códigos de recuperación" className="grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          Copiar
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          Descargar
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          Ya los guardé
        </Button>
      </div>
    </section>
  );
}
