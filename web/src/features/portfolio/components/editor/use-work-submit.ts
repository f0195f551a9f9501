import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PORTFOLIO_MESSAGES } from '@contracts/portfolio-texts';
import type { PortfolioWork, PortfolioWorkFields } from '@contracts/portfolio';
import { saveWithToast } from '@/components/save-with-toast';
import { toast } from '@/components/ui/use-toast';
import { applyServerIssues, type IssueForm } from '@/lib/form-errors';
import { useAddPortfolioWork, useReplacePortfolioImage, useUpdatePortfolioWork } from '../../api/portfolio';
import { serverImageProblem, serverTechniqueProblem, type WorkFormValues } from './work-form-model';
import { translate } from '@contracts/i18n/texts';

/** The image as the form holds it: the file picked, and the message under the drop zone. */
export function useWorkImage() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    file,
    error,
    onChange: (picked: File | null, problem: string | null) => {
      if (problem) return setError(problem);
      setFile(picked);
      setError(null);
    },
    refuse: setError,
  };
}

export type WorkImageState = ReturnType<typeof useWorkImage>;

interface WorkSubmitOptions {
  teacherId: number;
  /** The work being edited; none to add one. */
  work?: PortfolioWork;
  form: IssueForm<WorkFormValues> & { setFocus: (name: keyof WorkFormValues) => void };
  image: WorkImageState;
  onSaved: () => void;
}

/**
 * Adds a work (one multipart POST with its image, with the upload's progress) or saves an edited one (PATCH of the
 * fields, then PUT of the image when a new one was picked); places a refusal under its field and raises the toasts.
 */
export function useWorkSubmit({ teacherId, work, form, image, onSaved }: WorkSubmitOptions) {
  const { t } = useLingui();
  const add = useAddPortfolioWork();
  const update = useUpdatePortfolioWork();
  const replace = useReplacePortfolioImage();
  const [progress, setProgress] = useState<number | null>(null);

  /** Marks the refusal on the form; true when it did (no toast then). */
  const placed = (error: unknown): boolean => {
    const imageProblem = serverImageProblem(error);
    if (imageProblem) {
      image.refuse(imageProblem);
      return true;
    }
    const techniqueProblem = serverTechniqueProblem(error);
    if (techniqueProblem) {
      form.setError('technique_code', { type: 'server', message: techniqueProblem }, { shouldFocus: true });
      return true;
    }
    return applyServerIssues(form, error, { focus: true });
  };

  const save = async (fields: PortfolioWorkFields) => {
    if (work) {
      await update.mutateAsync({ workId: work.id, patch: fields });
      if (image.file) await replace.mutateAsync({ workId: work.id, image: image.file });
      return;
    }
    setProgress(0);
    try {
      await add.mutateAsync({ teacherId, fields, image: image.file!, onProgress: setProgress });
    } finally {
      setProgress(null);
    }
  };

  const submit = async (fields: PortfolioWorkFields) => {
    if (!work && !image.file) {
      image.refuse(translate(PORTFOLIO_MESSAGES.imageRequired));
      toast({
        title: t`Falta la imagen`,
        description: translate(PORTFOLIO_MESSAGES.imageRequired),
        variant: 'destructive',
      });
      return;
    }
    await saveWithToast(() => save(fields), onSaved, {
      success: { title: work ? t`Obra actualizada` : t`Obra añadida al portafolio`, description: fields.title },
      failure: {
        title: work ? t`Error al guardar la obra` : t`Error al añadir la obra`,
        fallback: t`Inténtalo de nuevo.`,
      },
      handled: placed,
    });
  };

  return { submit, pending: add.isPending || update.isPending || replace.isPending, progress };
}
