import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';

// The browser's own region names, one list per language: no country list in the bundle for display.
const regionNamesIn = new Map<string, Intl.DisplayNames | null>();
function regionNames(language: string): Intl.DisplayNames | null {
  let names = regionNamesIn.get(language);
  if (names === undefined) {
    names =
      typeof Intl !== 'undefined' && 'DisplayNames' in Intl
        ? new Intl.DisplayNames([language], { type: 'region' })
        : null;
    regionNamesIn.set(language, names);
  }
  return names;
}

/**
 * The name of an ISO 3166-1 alpha-2 code in the person's language ('GT' → 'Guatemala'); the code itself if unknown.
 */
export function countryName(code: string): string {
  try {
    return regionNames(i18n.locale === 'en' ? 'en' : 'es')?.of(code) ?? code;
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
