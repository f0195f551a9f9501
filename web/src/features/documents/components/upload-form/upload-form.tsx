import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import type { UploadOwnerKind } from '@contracts/catalogues/documents';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUploadDocument } from '../../api/documents';
import { FileDropField } from './file-drop-field';
import { TagSelect } from './tag-select';
import { UploadProgress } from './upload-progress';
import { UPLOAD_FORM_DEFAULTS, UploadFormSchema, type UploadFormValues } from './upload-schema';
import { useUploadProgress } from './use-upload-progress';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/**
 * Upload one document for an owner (spec §4.2): no file → file selected → uploading with a progress bar →
 * success resets the form ('Documento subido'), or an error resets the progress ('Error al subir el documento').
 */
export function UploadForm({ kind, entityId }: { kind: UploadOwnerKind; entityId: number }) {
  const ids = {
    file: useId(),
    fileError: useId(),
    tag: useId(),
    tagError: useId(),
    expiry: useId(),
    expiryHint: useId(),
    expiryError: useId(),
  };
  const { t } = useLingui();
  const upload = useUploadDocument();
  const progress = useUploadProgress();
  const form = useForm<UploadFormValues>({
    resolver: zodResolver(UploadFormSchema),
    defaultValues: UPLOAD_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  useUnsavedChanges(form.formState.isDirty);
  const busy = upload.isPending;

  const onSubmit = form.handleSubmit(({ file, document_tag, expires_at }) => {
    if (!file || busy) return;
    progress.start();
    upload.mutate(
      {
        fields: { document_type: kind, entity_id: entityId, document_tag, expires_at: expires_at || undefined },
        file,
        onProgress: progress.report,
      },
      {
        onSuccess: () => {
          progress.finish();
          form.reset(UPLOAD_FORM_DEFAULTS);
          const name = file.name;
          toast({ title: t`Documento subido`, description: t`«${name}» se subió correctamente.` });
        },
        onError: (error) => {
          progress.reset();
          toast({
            title: t`Error al subir el documento`,
            description: getErrorMessage(error, t`Inténtalo de nuevo.`),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Subir documento`} className="grid gap-5">
      <div className="grid gap-2">
        <span id={ids.file} className="text-sm leading-none font-medium">
          <Trans>Archivo</Trans>
        </span>
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FileDropField
              labelId={ids.file}
              file={field.value}
              disabled={busy}
              errorId={errors.file ? ids.fileError : undefined}
              onFile={(file) => {
                field.onChange(file);
                if (file) void form.trigger('file');
              }}
              onRejected={(message) => {
                // setValue does not validate, so the refusal's message stays.
                form.setValue('file', null);
                form.setError('file', { message });
              }}
            />
          )}
        />
        <FieldError id={ids.fileError} message={errors.file?.message} announce />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.tag}>
          <Trans>Tipo de documento</Trans>
        </Label>
        <Controller
          control={form.control}
          name="document_tag"
          render={({ field }) => (
            <TagSelect
              id={ids.tag}
              kind={kind}
              value={field.value}
              disabled={busy}
              invalid={Boolean(errors.document_tag)}
              errorId={errors.document_tag ? ids.tagError : undefined}
              onChange={(value) => {
                field.onChange(value);
                void form.trigger('document_tag');
              }}
            />
          )}
        />
        <FieldError id={ids.tagError} message={errors.document_tag?.message} announce />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.expiry}>
          <Trans>Fecha de vencimiento (opcional)</Trans>
        </Label>
        <Input
          id={ids.expiry}
          type="date"
          className="w-48"
          disabled={busy}
          aria-describedby={[ids.expiryHint, errors.expires_at ? ids.expiryError : ''].filter(Boolean).join(' ')}
          aria-invalid={errors.expires_at ? true : undefined}
          {...form.register('expires_at')}
        />
        <p id={ids.expiryHint} className="text-xs text-muted-foreground">
          <Trans>Para contratos, visas o certificaciones: se avisará 30 y 7 días antes y el día que vence.</Trans>
        </p>
        <FieldError id={ids.expiryError} message={errors.expires_at?.message} announce />
      </div>
      {progress.progress !== null ? <UploadProgress value={progress.progress} /> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          <Upload aria-hidden="true" />
          {busy ? <Trans>Subiendo...</Trans> : <Trans>Subir documento</Trans>}
        </Button>
      </div>
    </form>
  );
}
