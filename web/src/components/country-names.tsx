import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { activeLanguage, type ScreenLanguage } from '@/lib/document-language';
import { FORMAT_LOCALES } from '@/lib/format';

// The browser's own region names, in the active language: no country list in the bundle for display.
const regionNames: Partial<Record<ScreenLanguage, Intl.DisplayNames | null>> = {};
const regionNamesIn = (lang: ScreenLanguage) =>
  (regionNames[lang] ??=
    typeof Intl !== 'undefined' && 'DisplayNames' in Intl
      ? new Intl.DisplayNames([FORMAT_LOCALES[lang]], { type: 'region' })
      : null);

/** The name of an ISO 3166-1 alpha-2 code in the language ('GT' → 'Guatemala'); the code itself if unknown. */
export function countryName(code: string, lang: ScreenLanguage = activeLanguage()): string {
  try {
    return regionNamesIn(lang)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries by name, as badges. */
export function CountryNames({ codes, label }: { codes: string[]; label?: string }) {
  const { t } = useLingui();
  if (codes.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Sin países registrados</Trans>
      </p>
    );
  return (
    <ul aria-label={label ?? t`Países`} className="flex flex-wrap gap-1">
      {codes.map((code) => (
        <li key={code}>
          <Badge variant="outline" title={code}>
            {countryName(code)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
