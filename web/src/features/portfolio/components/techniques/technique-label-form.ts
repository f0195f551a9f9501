import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { PortfolioTechniqueCreateSchema } from '@contracts/portfolio';
import { ApiError } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';

export type TechniqueLabelForm = z.input<typeof PortfolioTechniqueCreateSchema>;

/** The form of a technique's name (adding one, renaming one), checked by the server's own schema. */
export function useTechniqueLabelForm(): UseFormReturn<TechniqueLabelForm> {
  return useForm<TechniqueLabelForm>({
    resolver: zodResolver(PortfolioTechniqueCreateSchema),
    defaultValues: { label: '' },
  });
}

/** Puts a refused name under the field (the server's field issues, or a name already taken); true when it did. */
export function showLabelRefusal(form: UseFormReturn<TechniqueLabelForm>, error: unknown): boolean {
  if (applyServerIssues(form, error, { focus: true })) return true;
  if (error instanceof ApiError && error.code === 'PORTFOLIO_TECHNIQUE_TAKEN') {
    form.setError('label', { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  }
  return false;
}
