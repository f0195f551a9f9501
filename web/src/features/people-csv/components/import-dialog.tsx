import { t as tr } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Check, Copy, FileDown, LoaderCircle, Upload } from 'lucide-react';
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
import { setUnsavedSource, UnsavedChangesDialog } from '@/lib/unsaved-changes';
import { linksCsv, linksFileName, linksTsv, rowsOf, saveText, templateFileName, templateOf } from './import-csv';
import { ACTION_FILTERS, ACTION_LABELS, LINK_TEXTS, previewCounts, resultSummary, shownRows } from './import-texts';
import { translate } from '@contracts/i18n/texts';

function ActionBadge({ action }: { action: ImportRow['action'] }) {
  const { t } = useLingui();
  return (
    <Badge variant={action === 'reject' ? 'destructive' : action === 'update' ? 'secondary' : 'default'}>
      {t(ACTION_LABELS[action])}
    </Badge>
  );
}

/** The preview's columns, made at render in the active language. */
const previewColumns = (): ColumnDef<ImportRow, unknown>[] => [
  { id: 'line', header: tr`Línea`, cell: ({ row }) => row.original.line, meta: { cellClassName: 'tabular-nums' } },
  { id: 'action', header: tr`Resultado`, cell: ({ row }) => <ActionBadge action={row.original.action} /> },
  { id: 'person', header: tr`Persona`, cell: ({ row }) => row.original.label, meta: { cellClassName: 'break-words' } },
  {
    id: 'reasons',
    header: tr`Motivo`,
    cell: ({ row }) => <Reasons reasons={row.original.reasons} />,
    meta: { cellClassName: 'min-w-48 break-words' },
  },
];

function Reasons({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  if (reasons.length === 1) return <>{reasons[0]}</>;
  return (
    <ul className="grid list-disc gap-0.5 pl-4">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

/** A row of the preview on a phone: the whole reason wraps inside the card, nothing cut. */
function PreviewCard({ row }: { row: ImportRow }) {
  const line = row.line;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-muted-foreground tabular-nums">
          <Trans>Línea {line}</Trans>
        </span>
        <ActionBadge action={row.action} />
      </div>
      <p className="font-medium break-words">{row.label}</p>
      {row.reasons.length > 0 ? (
        <div className="break-words">
          <span className="sr-only">
            <Trans>Motivo:</Trans>{' '}
          </span>
          <Reasons reasons={row.reasons} />
        </div>
      ) : null}
    </>
  );
}

/** Every row of the preview with what confirming will do with it, filtered by action. */
function PreviewTable({ rows }: { rows: ImportRow[] }) {
  const { t } = useLingui();
  const [action, setAction] = useState('all');
  const { shown, total } = rowsOf(rows, action, IMPORT_PREVIEW_ROW_LIMIT);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <FilterSelect
          id="import-action-filter"
          label={t`Mostrar filas`}
          value={action}
          onValueChange={setAction}
          options={ACTION_FILTERS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {shownRows(shown.length, total)}
        </p>
      </div>
      <TableView
        renderCard={shown.length > 0 ? (row) => <PreviewCard row={row} /> : undefined}
        rows={shown}
        columns={previewColumns()}
        rowKey={(row) => row.line}
        caption={t`Vista previa de la importación`}
        region={t`Filas del archivo`}
        frameClassName="max-h-80 overflow-auto rounded-md"
        tableClassName="min-w-[36rem]"
        headClassName="sticky top-0 bg-muted text-foreground"
        cellClassName="py-1"
        placeholder={t`Ninguna fila con esta acción.`}
      />
    </div>
  );
}

/**
 * The one-time password links of the new accounts: downloaded or copied now, never shown again. `onSaved` tells the
 * dialog they were kept (a download started, or the clipboard took them).
 */
function PasswordLinks({
  kind,
  links,
  saved,
  onSaved,
}: {
  kind: ImportKind;
  links: ImportResult['password_links'];
  saved: boolean;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(linksTsv(links));
      onSaved();
      toast({ title: t`Enlaces copiados`, description: LINK_TEXTS.copied(links.length) });
    } catch {
      toast({
        title: t`No se pudieron copiar los enlaces`,
        description: t`Descárgalos como CSV.`,
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        {LINK_TEXTS.intro(links.length)} <strong>{t(LINK_TEXTS.warning)}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => {
            saveText(linksFileName(kind), linksCsv(links));
            onSaved();
          }}
        >
          <FileDown aria-hidden="true" />
          {t(LINK_TEXTS.download)}
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t(LINK_TEXTS.copy)}
        </Button>
      </div>
      <p role="status" className="flex items-center gap-1 font-medium">
        {saved ? (
          <>
            <Check aria-hidden="true" className="size-4" />
            {t(LINK_TEXTS.saved)}
          </>
        ) : null}
      </p>
    </div>
  );
}

/** '¿Cerrar sin guardar los enlaces?': 'Volver a los enlaces' (focused first) or 'Cerrar sin guardar'. */
function CloseWithoutLinks(props: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useLingui();
  const texts = {
    title: t(LINK_TEXTS.askTitle),
    description: t(LINK_TEXTS.askDescription),
    stay: t(LINK_TEXTS.stay),
    leave: t(LINK_TEXTS.leave),
  };
  return <UnsavedChangesDialog {...props} texts={texts} />;
}

/**
 * While an import's links are neither downloaded nor copied, the browser asks before the tab closes or reloads, and
 * the app before another page opens (the page's unsaved-changes registry, lib/unsaved-changes).
 */
function useLinksKeptUntilSaved(unsaved: boolean) {
  const [source] = useState(() => ({}));
  useEffect(() => {
    setUnsavedSource(source, unsaved);
    return () => setUnsavedSource(source, false);
  }, [source, unsaved]);
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
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** The result's links were downloaded or copied (or there are none): the dialog closes without asking. */
  const [linksSaved, setLinksSaved] = useState(false);
  const [askingClose, setAskingClose] = useState(false);
  const linksUnsaved = result !== null && result.password_links.length > 0 && !linksSaved;
  useLinksKeptUntilSaved(linksUnsaved);
  const maxMegabytes = IMPORT_MAX_BYTES / 1_000_000;
  const fileError = file && file.size > IMPORT_MAX_BYTES ? t`El archivo pasa de ${maxMegabytes} MB.` : undefined;
  const queryClient = useQueryClient();
  const percent = Math.round(progress ?? 0);
  const reset = () => {
    setFile(null);
    setProgress(null);
    setPreview(null);
    setResult(null);
    setLinksSaved(false);
    setAskingClose(false);
  };
  const closeNow = () => {
    reset();
    onOpenChange(false);
  };
  /** Escape, a click outside, the × and 'Cerrar' all come here: unsaved links ask first. */
  const close = (next: boolean) => {
    if (next) onOpenChange(true);
    else if (linksUnsaved) setAskingClose(true);
    else closeNow();
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
        title: t`No se pudo leer el archivo`,
        description: getErrorMessage(error, t`Revisa que sea un CSV con la plantilla.`),
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
      const summary = resultSummary(kind, applied);
      toast({ title: t`Importación aplicada`, description: `${summary}.` });
      await queryClient.invalidateQueries();
    } catch (error) {
      toast({
        title: t`No se aplicó la importación`,
        description: getErrorMessage(error, t`Nada cambió: vuelve a subir el archivo.`),
        variant: 'destructive',
      });
    } finally {
      setConfirming(false);
    }
  };
  const resultText = result ? resultSummary(kind, result) : undefined;
  return (
    <>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>
              {kind === 'students' ? (
                <Trans>Importar estudiantes desde CSV</Trans>
              ) : (
                <Trans>Importar profesores desde CSV</Trans>
              )}
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Un CSV como lo guarda Excel (separado por comas o punto y coma) con los encabezados de la plantilla.
                Primero verás qué hará cada fila.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          {result && resultText ? (
            <div className="grid gap-3" role="status">
              <p>{`${resultText}.`}</p>
              {result.password_links.length > 0 ? (
                <PasswordLinks
                  kind={kind}
                  links={result.password_links}
                  saved={linksSaved}
                  onSaved={() => setLinksSaved(true)}
                />
              ) : null}
              <DialogFooter>
                <Button onClick={() => close(false)}>
                  <Trans>Cerrar</Trans>
                </Button>
              </DialogFooter>
            </div>
          ) : preview ? (
            <div className="grid gap-3">
              <p className="flex flex-wrap gap-2" aria-label={t`Resumen`}>
                <Badge>{previewCounts(preview.summary).create}</Badge>
                <Badge variant="secondary">{previewCounts(preview.summary).update}</Badge>
                <Badge variant="destructive">{previewCounts(preview.summary).reject}</Badge>
              </p>
              <PreviewTable rows={preview.rows} />
              <DialogFooter>
                <Button variant="outline" onClick={reset} disabled={confirming}>
                  <Trans>Cancelar</Trans>
                </Button>
                <Button
                  onClick={() => void confirm()}
                  disabled={confirming || preview.summary.create + preview.summary.update === 0}
                >
                  {confirming ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                  {confirming ? <Trans>Aplicando…</Trans> : <Trans>Confirmar importación</Trans>}
                </Button>
              </DialogFooter>
            </div>
          ) : (
            <div className="grid gap-4">
              <Button
                variant="outline"
                className="justify-self-start"
                onClick={() => saveText(templateFileName(kind), templateOf(kind, i18n.locale))}
              >
                <FileDown aria-hidden="true" />
                <Trans>Descargar plantilla</Trans>
              </Button>
              <div className="grid gap-2">
                <Label htmlFor={`import-file-${kind}`}>
                  <Trans>Archivo CSV</Trans>
                </Label>
                <Input
                  id={`import-file-${kind}`}
                  type="file"
                  accept=".csv,text/csv"
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={`import-file-${kind}-hint${fileError ? ` import-file-${kind}-error` : ''}`}
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
                <p id={`import-file-${kind}-hint`} className="text-xs text-muted-foreground">
                  {translate(IMPORT_MESSAGES.notCsv)}
                </p>
                <FieldError id={`import-file-${kind}-error`} message={fileError} />
              </div>
              {progress !== null ? (
                <div className="grid gap-1">
                  <Progress value={progress} aria-label={t`Subiendo archivo`} />
                  <p role="status" className="text-xs text-muted-foreground">
                    {progress < 100 ? t`Subiendo… ${percent} %` : t`Revisando cada fila…`}
                  </p>
                </div>
              ) : null}
              <DialogFooter>
                <Button
                  onClick={() => void sendPreview()}
                  disabled={!file || fileError !== undefined || progress !== null}
                >
                  <Upload aria-hidden="true" />
                  <Trans>Ver vista previa</Trans>
                </Button>
              </DialogFooter>
            </div>
          )}
        </DialogContent>
      </Dialog>
      <CloseWithoutLinks open={askingClose} onStay={() => setAskingClose(false)} onLeave={closeNow} />
    </>
  );
}
