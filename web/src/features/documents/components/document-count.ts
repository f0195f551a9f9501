/** '1 documento', '3 documentos'. */
export function documentCountText(count: number): string {
  return `${count} ${count === 1 ? 'documento' : 'documentos'}`;
}
