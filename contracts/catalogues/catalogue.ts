export interface CatalogueEntry<Code extends string = string> {
  code: Code;
  label: string;
}

export function labelOf<Code extends string>(entries: readonly CatalogueEntry<Code>[], code: string): string {
  return entries.find((entry) => entry.code === code)?.label ?? code;
}

export function codesOf<Code extends string>(entries: readonly CatalogueEntry<Code>[]): [Code, ...Code[]] {
  return entries.map((entry) => entry.code) as [Code, ...Code[]];
}
