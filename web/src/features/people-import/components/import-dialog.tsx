import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Copy, FileDown, LoaderCircle, Upload } from 'lucide-react';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
} from '@contracts/people-import';
import { TableView } from '@/components/data-table';
import { FieldError } from '@/components/form-field';
import { FilterSelect } from '@/components/filter-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { IMPORT_PREVIEW_ROW_LIMIT } from '@/config/ui';
import { api, getErrorMessage } from '@/lib/api-client';
import { linksCsv, linksTsv, rowsOf, saveText, templateOf } from './import-csv';

const ACTION_LABELS: Record<ImportRow['action'], string> = {
  create: 'Crear',
  update: 'Actualizar',
  reject: 'Rechazar',
};
const NOUNS: Record<ImportKind, string> = { teachers: 'profesores', students: 'estudiantes' };
const ACTION_FILTERS = [
  { value: 'all', label: 'Todas' },
  { value: 'create', label: 'Crear' },
  { value: 'update', label: 'Actualizar' },
  { value: 'reject', label: 'Rechazar' },
] as const;

const PREVIEW_COLUMNS: ColumnDef<ImportRow, unknown>[] = [
  { id: 'line', header: 'Línea', cell: ({ row }) => row.original.line, meta: { cellClassName: 'tabular-nums' } },
  {
    id: 'action',
    header: 'Acción',
    cell: ({ row }) => (
      <Badge
        variant={
          row.original.action === 'reject' ? 'destructive' : row.original.action === 'update' ? 'secondary' : 'default'
        }
      >
        {ACTION_LABELS[row.original.action]}
      </Badge>
    ),
  },
  { id: 'person', header: 'Persona', cell: ({ row }) => row.original.label },
  { id: 'reasons', header: 'Motivo', cell: ({ row }) => row.original.reasons.join('; ') },
];

/** Every row of the preview with what confirming will do with it, filtered by action. */
function PreviewTable({ rows }: { rows: ImportRow[] }) {
  const [action, setAction] = useState('all');
  const { shown, total } = rowsOf(rows, action, IMPORT_PREVIEW_ROW_LIMIT);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <FilterSelect
          id="import-action-filter"
          label="Mostrar filas"
          value={action}
          onValueChange={setAction}
          options={ACTION_FILTERS}
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total > shown.length
            ? `Mostrando ${shown.length} de ${total} filas`
            : `${total} ${total === 1 ? 'fila' : 'filas'}`}
        </p>
      </div>
      <TableView
        rows={shown}
        columns={PREVIEW_COLUMNS}
        rowKey={(row) => row.line}
        caption="Vista previa de la importación"
        region="Filas del archivo"
        frameClassName="max-h-80 overflow-auto rounded-md"
        tableClassName="min-w-[32rem]"
        headClassName="sticky top-0 bg-muted text-foreground"
        cellClassName="py-1"
        placeholder="Ninguna fila con esta acción."
      />
    </div>
  );
}

/** The one-time password links of the new accounts: downloaded or copied now, never shown again. */
function PasswordLinks({ kind, links }: { kind: ImportKind; links: ImportResult['password_links'] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(linksTsv(links));
      toast({
        title: 'Enlaces copiados',
        description: `${links.length} ${links.length === 1 ? 'enlace' : 'enlaces'} en el portapapeles.`,
      });
    } catch {
      toast({
        title: 'No se pudieron copiar los enlaces',
        description: 'Descárgalos como CSV.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        {links.length === 1 ? 'La cuenta nueva no tiene' : `Las ${links.length} cuentas nuevas no tienen`} contraseña:
        cada persona elige la suya con su enlace (válido 14 días).{' '}
        <strong>Descárgalos o cópialos ahora: no se volverán a mostrar.</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => saveText(`enlaces-${kind}.csv`, linksCsv(links))}>
          <FileDown aria-hidden="true" />
          Descargar enlaces (CSV)
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copiar enlaces
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Importar CSV': the template, a file sent with its upload progress, the preview of every row (nothing changes
 * yet), then the confirmation that applies it all at once, and the one-time password links, shown once.
 */
export function ImportDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: ImportKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileError =
    file && file.size > IMPORT_MAX_BYTES ? `El archivo pasa de ${IMPORT_MAX_BYTES / 1_000_000} MB.` : undefined;
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
      setPreview(
        await api.upload<ImportPreview>(`/api/staff/import/${kind}/preview`, body, { onProgress: setProgress }),
      );
    } catch (error) {
      toast({
        title: 'No se pudo leer el archivo',
        description: getErrorMessage(error, 'Revisa que sea un CSV con la plantilla.'),
        variant: 'destructive',
      });
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
      toast({
        title: 'Importación aplicada',
        description: `${applied.created} creados, ${applied.updated} actualizados.`,
      });
      await queryClient.invalidateQueries();
    } catch (error) {
      toast({
        title: 'No se aplicó la importación',
        description: getErrorMessage(error, 'Nada cambió: vuelve a subir el archivo.'),
        variant: 'destructive',
      });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Importar {NOUNS[kind]} desde CSV</DialogTitle>
          <DialogDescription>
            UTF-8, separado por comas o punto y coma, con la fila de encabezados de la plantilla. Primero verás qué hará
            cada fila.
          </DialogDescription>
        </DialogHeader>
        {result ? (
          <div className="grid gap-3" role="status">
            <p>
              {result.created} creados, {result.updated} actualizados, {result.rejected} rechazados.
            </p>
            {result.password_links.length > 0 ? <PasswordLinks kind={kind} links={result.password_links} /> : null}
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
            <PreviewTable rows={preview.rows} />
            <DialogFooter>
              <Button variant="outline" onClick={reset} disabled={confirming}>
                Cancelar
              </Button>
              <Button
                onClick={() => void confirm()}
                disabled={confirming || preview.summary.create + preview.summary.update === 0}
              >
                {confirming ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {confirming ? 'Aplicando…' : 'Confirmar importación'}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="grid gap-4">
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => saveText(`plantilla-${kind}.csv`, templateOf(kind))}
            >
              <FileDown aria-hidden="true" />
              Descargar plantilla
            </Button>
            <div className="grid gap-2">
              <Label htmlFor={`import-file-${kind}`}>Archivo CSV</Label>
              <Input
                id={`import-file-${kind}`}
                type="file"
                accept=".csv,text/csv"
                aria-invalid={fileError ? true : undefined}
                aria-describedby={`import-file-${kind}-hint${fileError ? ` import-file-${kind}-error` : ''}`}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
              <p id={`import-file-${kind}-hint`} className="text-xs text-muted-foreground">
                {IMPORT_MESSAGES.notCsv}
              </p>
              <FieldError id={`import-file-${kind}-error`} message={fileError} />
            </div>
            {progress !== null ? (
              <div className="grid gap-1">
                <Progress value={progress} aria-label="Subiendo archivo" />
                <p role="status" className="text-xs text-muted-foreground">
                  {progress < 100 ? `Subiendo… ${Math.round(progress)} %` : 'Revisando cada fila…'}
                </p>
              </div>
            ) : null}
            <DialogFooter>
              <Button
                onClick={() => void sendPreview()}
                disabled={!file || fileError !== undefined || progress !== null}
              >
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
