/** The ids that tie a tab to its panel (aria-controls, aria-labelledby); a value may hold any character. */
export function tabTriggerId(baseId: string, value: string): string {
  return `${baseId}-tab-${encodeURIComponent(value)}`;
}

export function tabPanelId(baseId: string, value: string): string {
  return `${baseId}-panel-${encodeURIComponent(value)}`;
}
