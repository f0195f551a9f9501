/** What recharts hands a tick renderer, of what this one reads. */
export interface TickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor?: 'start' | 'middle' | 'end';
  payload?: { value?: unknown };
  index?: number;
  tickFormatter?: (value: unknown, index: number) => string;
}

const BASELINE_SHIFT = { start: '0.71em', middle: '0.355em', end: '0' } as const;

/**
 * An axis label as one plain `<text>`. The library's own label measures each word in the page to wrap it, and reads
 * the label's computed style, each a style and layout pass of the whole page (over half a second of a phone's main
 * thread for the dashboard's three charts); these labels are short and never wrap.
 */
export function PlainTick({
  x,
  y,
  textAnchor = 'middle',
  verticalAnchor = 'middle',
  payload,
  index = 0,
  tickFormatter,
}: TickProps) {
  const value = payload?.value;
  const text = tickFormatter ? tickFormatter(value, index) : String(value ?? '');
  return (
    <text
      x={x}
      y={y}
      dy={BASELINE_SHIFT[verticalAnchor]}
      textAnchor={textAnchor}
      fontSize={12}
      fill="var(--color-muted-foreground)"
    >
      {text}
    </text>
  );
}
