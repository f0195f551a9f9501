import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { labelOf } from '@contracts/catalogues/catalogue';
import { DOCUMENT_TAGS, DOCUMENT_TAGS_BY_OWNER, type UploadOwnerKind } from '@contracts/catalogues/documents';
import { CatalogueSelect } from '@/components/catalogue-select';
import { documentTagsQueryOptions } from '../../api/documents';

interface TagSelectProps {
  id: string;
  kind: UploadOwnerKind;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  invalid: boolean;
  errorId?: string;
}

/** The document types offered for the owner kind (GET /api/document-tags/{kind}; the catalogue if that fails). */
export function TagSelect({ id, kind, value, onChange, disabled, invalid, errorId }: TagSelectProps) {
  const { t } = useLingui();
  const tags = useQuery(documentTagsQueryOptions(kind));
  // The server's codes, labelled from the catalogue in the active language (its labels are the request's language).
  const codes = tags.data?.map((tag) => tag.code) ?? (tags.isError ? DOCUMENT_TAGS_BY_OWNER[kind] : []);
  const options = codes.map((code) => ({ code, label: labelOf(DOCUMENT_TAGS, code) }));
  return (
    <CatalogueSelect
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={errorId}
      entries={options}
      value={value}
      onValueChange={onChange}
      disabled={disabled || tags.isPending}
      placeholder={tags.isPending ? t`Cargando tipos...` : t`Selecciona un tipo de documento`}
    />
  );
}
