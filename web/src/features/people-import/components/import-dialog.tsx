import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, Upload } from 'lucide-react';
import type { ImportKind, ImportPreview, ImportResult, ImportRow } from '@contracts/people-import';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { api, getErrorMessage } from '@/lib/api-client';
import { linksCsv, saveText, templateOf } from './import-csv';

const ACTION_LABELS: Record<ImportRow['action'], string> = { create: 'Crear', update: 'Actualizar', reject: 'Rechazar' };
const NOUNS: Record<ImportKind, string> = { teachers: 'profesores', students: 'estudiantes' };

/**
 * 'Importar CSV': the template, a file sent with its upload progress, the preview of every row (nothing changes
 * yet), then the confirmation that applies it all at once, and the one-time password links, shown once.
 */
export function ImportDialog({ kind, open, onOpenChange }: { kind: ImportKind; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const reset = () => {
    setFile(null);
    setProgress(null);
    setPreview(null);
    setResult(null);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const sendPreview = async () => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file, file.name);
    setProgress(0);
    try {
      setPreview(await api.upload<ImportPreview>(`/api/staff/import/${kind}/preview`, body, { onProgress: setProgress }));
    } catch (error) {
      toast({ title: 'No se pudo leer el archivo', description: getErrorMessage(error, 'Revisa que sea un CSV con la plantilla.'), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };
  const confirm = async () => {
    if (!preview) return;
    setConfirming(true);
    try {
      const applied = await api.post<ImportResult>(`/api/staff/import/${preview.import_id}/confirm`);
      setResult(applied);
      toast({ title: 'Importación aplicada', description: `${applied.created} creados, ${applied.updated} actualizados.` });
      await queryClient.invalidateQueries();
    } catch (error) {
      toast({ title: 'No se aplicó la importación', description: getErrorMessage(error, 'Nada cambió: vuelve a subir el archivo.'), variant: 'destructive' });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Importar {NOUNS[kind]} desde CSV</DialogTitle>
          <DialogDescription>UTF-8, separado por comas o punto y coma, con la fila de encabezados de la plantilla. Primero verás qué hará cada fila.</DialogDescription>
        </DialogHeader>
        {result ? (
          <div className="grid gap-3" role="status">
            <p>
              {result.created} creados, {result.updated} actualizados, {result.rejected} rechazados.
            </p>
            {result.password_links.length > 0 ? (
              <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                <p>Las cuentas nuevas no tienen contraseña: cada persona elige la suya con su enlace (válido 14 días). Descárgalos ahora: no se volverán a mostrar.</p>
                <Button variant="outline" className="justify-self-start" onClick={() => saveText(`enlaces-${kind}.csv`, linksCsv(result.password_links))}>
                  <FileDown aria-hidden="true" />
                  Descargar enlaces (CSV)
                </Button>
              </div>
            ) : null}
            <DialogFooter>
              <Button onClick={() => close(false)}>Cerrar</Button>
            </DialogFooter>
          </div>
        ) : preview ? (
          <div className="grid gap-3">
            <p className="flex flex-wrap gap-2" aria-label="Resumen">
              <Badge>{preview.summary.create} por crear</Badge>
              <Badge variant="secondary">{preview.summary.update} por actualizar</Badge>
              <Badge variant="destructive">{preview.summary.reject} rechazadas</Badge>
            </p>
            <div className="max-h-80 overflow-auto rounded-md border">
              <table className="w-full text-sm">
                <caption className="sr-only">Vista previa de la importación</caption>
                <thead className="sticky top-0 bg-muted text-left">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">Línea</th>
                    <th scope="col" className="px-3 py-2 font-medium">Acción</th>
                    <th scope="col" className="px-3 py-2 font-medium">Persona</th>
                    <th scope="col" className="px-3 py-2 font-medium">Motivo</th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {preview.rows.map((row) => (
                    <tr key={row.line}>
                      <td className="px-3 py-1 tabular-nums">{row.line}</td>
                      <td className="px-3 py-1">
                        <Badge variant={row.action === 'reject' ? 'destructive' : row.action === 'update' ? 'secondary' : 'default'}>{ACTION_LABELS[row.action]}</Badge>
                      </td>
                      <td className="px-3 py-1">{row.label}</td>
                      <td className="px-3 py-1">{row.reasons.join('; ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={reset} disabled={confirming}>
                Cancelar
              </Button>
              <Button onClick={() => void confirm()} disabled={confirming || preview.summary.create + preview.summary.update === 0}>
                Confirmar importación
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="grid gap-4">
            <Button variant="outline" className="justify-self-start" onClick={() => saveText(`plantilla-${kind}.csv`, templateOf(kind))}>
              <FileDown aria-hidden="true" />
              Descargar plantilla
            </Button>
            <div className="grid gap-2">
              <Label htmlFor={`import-file-${kind}`}>Archivo CSV</Label>
              <Input id={`import-file-${kind}`} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </div>
            {progress !== null ? <Progress value={progress} aria-label="Subiendo archivo" /> : null}
            <DialogFooter>
              <Button onClick={() => void sendPreview()} disabled={!file || progress !== null}>
                <Upload aria-hidden="true" />
                Ver vista previa
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
