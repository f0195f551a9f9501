import { Badge } from '@/components/ui/badge';

// The browser's own Spanish region names: no country list in the bundle for display.
const regionNames =
  typeof Intl !== 'undefined' && 'DisplayNames' in Intl ? new Intl.DisplayNames(['es'], { type: 'region' }) : null;

/** The Spanish name of an ISO 3166-1 alpha-2 code ('GT' → 'Guatemala'); the code itself if unknown. */
export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries by name, as badges. */
export function CountryNames({ codes, label = 'Países' }: { codes: string[]; label?: string }) {
  if (codes.length === 0) return <p className="text-sm text-muted-foreground">Sin países registrados</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1">
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
