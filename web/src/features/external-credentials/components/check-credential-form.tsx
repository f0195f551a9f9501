import { Trans, useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { BadgeCheck, CircleAlert, Clock, FileCheck, FileText, Save, X } from 'lucide-react';
import { EXTERNAL_CREDENTIAL_MAX_BYTES, type ExternalCredentialCheck } from '@contracts/external-credentials';
import { DropArea } from '@/components/drop-area';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatFileSize } from '@/lib/file-size';
import { cn } from '@/lib/utils';
import { rejectedCheck, useCheckExternalCredential, useKeepExternalCredential } from '../api/external-credentials';
import { CheckList } from './check-list';
import {
  checkVerdictWords,
  CREDENTIAL_FILE_ACCEPT,
  CREDENTIAL_MAX_MB,
  fileRejectionMessage,
  uploadErrorMessage,
} from './check-outcome';
import { CredentialFacts } from './credential-facts';
import { VerdictBadge } from './verdict-badge';

const TONES = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes
  good: { box: 'border-emerald-300 bg-emerald-50/60', icon: 'text-emerald-700', Icon: BadgeCheck },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes
  review: { box: 'border-amber-300 bg-amber-50/60', icon: 'text-amber-700', Icon: Clock },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes
  bad: { box: 'border-destructive/40 bg-destructive/5', icon: 'text-destructive', Icon: CircleAlert },
} as const;

/**
 * The checks of the chosen file: the verdict, what the credential says, each check, and 'Guardar' when it may be
 * kept (verified, or genuine and then pending staff's review).
 */
function CheckResult({
  result,
  saving,
  onSave,
}: {
  result: ExternalCredentialCheck;
  saving: boolean;
  onSave: () => void;
}) {
  const { t } = useLingui();
  const words = checkVerdictWords(result.verdict);
  const tone = TONES[words.tone];
  return (
    <div className={cn('grid gap-4 rounded-lg border p-4', tone.box)}>
      <div className="flex items-start gap-3">
        <tone.Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tone.icon)} />
        <div className="grid min-w-0 gap-1">
          <p className="font-semibold">{words.sentence}</p>
          <p className="text-sm">{words.next}</p>
        </div>
      </div>
      <div className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="min-w-0 font-medium [overflow-wrap:anywhere]">{result.title || t`Credencial sin título`}</p>
          <VerdictBadge verdict={result.verdict} />
        </div>
        <CredentialFacts credential={result} />
      </div>
      <CheckList checks={result.checks} label={t`Comprobaciones de la credencial`} />
      {words.keepable ? (
        <div className="flex justify-end">
          <Button onClick={onSave} disabled={saving}>
            {saving ? <Spinner /> : <Save aria-hidden="true" />}
            {saving ? t`Guardando...` : result.verified ? t`Guardar en el registro` : t`Guardar pendiente de revisión`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * 'Comprobar una credencial': one file (JSON, JSON-LD, PNG or SVG; at most 5 MB) checked for this record as soon as
 * it is chosen, nothing kept; a verified one may then be kept on the teacher's record, a genuine one whose issuer is
 * not recognised or holder not confirmed kept pending staff's review (the same file is sent again, and the server
 * checks it again). One that is not genuine cannot be kept: its checks say why.
 */
export function CheckCredentialForm({ teacherId }: { teacherId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const labelId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ExternalCredentialCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckExternalCredential(teacherId);
  const keep = useKeepExternalCredential(teacherId);
  const busy = check.isPending || keep.isPending;

  const reset = () => {
    setFile(null);
    setResult(null);
    setError(null);
  };

  const onFile = (chosen: File) => {
    setFile(chosen);
    setResult(null);
    setError(null);
    check.mutate(chosen, {
      onSuccess: setResult,
      onError: (failure) => setError(uploadErrorMessage(failure)),
    });
  };

  const onSave = () => {
    if (!file) return;
    keep.mutate(file, {
      onSuccess: (kept) => {
        reset();
        toast({
          title: kept.verified
            ? t`Credencial guardada en el registro`
            : t`Credencial guardada, pendiente de revisión del personal`,
          description: kept.title,
        });
      },
      onError: (failure) => {
        // Checked again on the server, it no longer verifies (a status list that changed meanwhile).
        const refused = rejectedCheck(failure);
        if (refused) setResult(refused);
        toast({
          title: t`No se guardó la credencial`,
          description: refused ? t`La credencial ya no se verifica.` : uploadErrorMessage(failure),
          variant: 'destructive',
        });
      },
    });
  };

  const dropzone = useDropzone({
    accept: CREDENTIAL_FILE_ACCEPT,
    maxSize: EXTERNAL_CREDENTIAL_MAX_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled: busy,
    onDrop: (accepted, rejections) => {
      if (rejections.length > 0) {
        reset();
        setError(fileRejectionMessage(rejections[0]?.errors[0]?.code));
      } else if (accepted[0]) onFile(accepted[0]);
    },
  });

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          <Trans>Comprobar una credencial</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Sube una credencial de otra institución (Open Badges o credencial verificable). Se comprueban su firma, si
            su emisor está en la lista de emisores de confianza de la escuela, si su titular es esta persona, sus fechas
            y si fue revocada; nada se guarda hasta que eliges guardarla.
          </Trans>
        </p>
      </div>
      <p id={labelId} className="text-sm font-medium">
        <Trans>Archivo de la credencial</Trans>
      </p>
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border bg-muted/30 p-3">
          <FileText aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium [overflow-wrap:anywhere]">{file.name}</p>
            <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t`Quitar ${ph({ name: file.name })}`}
            disabled={busy}
            onClick={reset}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <DropArea
          dropzone={dropzone}
          label={t`Seleccionar archivo de credencial`}
          describedBy={error ? `${labelId} ${errorId}` : labelId}
          disabled={busy}
          icon={<FileCheck aria-hidden="true" className="size-8 text-primary" />}
          dropText={t`Suelta la credencial aquí`}
          prompt={t`Arrastra una credencial aquí o haz clic para seleccionarla`}
          hint={t`JSON, JSON-LD, PNG, SVG • Máx. ${CREDENTIAL_MAX_MB}MB`}
        />
      )}
      <FieldError id={errorId} message={error ?? undefined} announce />
      {/* What a screen reader hears as the check runs and ends; the result itself is read at will. */}
      <p aria-live="polite" className="sr-only">
        {check.isPending
          ? t`Comprobando la credencial...`
          : result
            ? t`Comprobación terminada: ${ph({ verdict: checkVerdictWords(result.verdict).sentence.toLowerCase() })}.`
            : ''}
      </p>
      {check.isPending ? (
        <p aria-hidden="true" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> <Trans>Comprobando la credencial...</Trans>
        </p>
      ) : null}
      {result && !check.isPending ? <CheckResult result={result} saving={keep.isPending} onSave={onSave} /> : null}
    </section>
  );
}
