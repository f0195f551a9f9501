import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { TableView, type TableViewProps } from './table-view';

interface Row {
  line: number;
  label: string;
}

const columns: ColumnDef<Row, unknown>[] = [
  { id: 'line', header: 'Línea', cell: ({ row }) => row.original.line },
  { id: 'label', header: 'Persona', cell: ({ row }) => row.original.label },
  {
    id: 'actions',
    header: () => h('span', { className: 'sr-only' }, 'Acciones'),
    cell: () => h('button', null, 'Ver'),
  },
];

const render = (props: Partial<TableViewProps<Row>>) =>
  renderToStaticMarkup(
    h(TableView<Row>, { rows: [], columns, rowKey: (row) => row.line, caption: 'Vista previa', ...props }),
  );

describe('TableView', () => {
  it('shows its caption when given the caption’s classes, and hides it otherwise', () => {
    expect(render({})).toContain('<caption class="sr-only">Vista previa</caption>');
    expect(render({ captionClassName: 'px-4 font-semibold' })).toContain(
      '<caption class="px-4 font-semibold">Vista previa</caption>',
    );
  });

  it('says what stands for no rows in one cell across every column, and only when there are no rows', () => {
    const empty = render({ placeholder: 'Ninguna fila con esta acción.' });
    expect(empty).toMatch(/<tbody><tr class="[^"]*"><td colSpan="3" class="[^"]*text-center[^"]*">Ninguna fila/);
    const filled = render({ rows: [{ line: 2, label: 'Ana' }], placeholder: 'Ninguna fila con esta acción.' });
    expect(filled).not.toContain('Ninguna fila');
    expect(filled).toContain('<td class="px-3 py-2">Ana</td>');
    expect(render({})).toContain('<tbody></tbody>');
  });

  it('adds the frame’s and the head’s classes, and renders a header given as a function (a hidden column name)', () => {
    const html = render({
      rows: [{ line: 2, label: 'Ana' }],
      region: 'Filas del archivo',
      frameClassName: 'max-h-80 overflow-auto',
      headClassName: 'sticky top-0',
    });
    expect(html).toMatch(
      /<div role="region" aria-label="Filas del archivo" tabindex="0" class="[^"]*max-h-80 overflow-auto"/,
    );
    expect(html).toMatch(/<thead class="[^"]*sticky top-0">/);
    expect(html).toContain('<span class="sr-only">Acciones</span>');
    expect(html).toContain('<button>Ver</button>');
  });

  it('names rows by their row header, adds the columns’ classes, opens named rows by keyboard and marks busy ones', () => {
    const withMeta: ColumnDef<Row, unknown>[] = [
      { id: 'label', header: 'Persona', cell: ({ row }) => row.original.label, meta: { rowHeader: true } },
      { id: 'line', header: 'Línea', cell: ({ row }) => row.original.line, meta: { cellClassName: 'font-mono' } },
    ];
    const html = render({
      rows: [
        { line: 2, label: 'Ana' },
        { line: 3, label: 'Luis' },
      ],
      columns: withMeta,
      onRowActivate: () => undefined,
      rowLabel: (row) => `Ver ${row.label}`,
      rowBusy: (row) => row.line === 3,
    });
    expect(html).toContain('<th scope="col" class="px-3 py-2 font-medium">Persona</th>');
    expect(html).toContain('<th scope="row" class="px-3 py-2">Ana</th>');
    expect(html).toContain('<td class="px-3 py-2 font-mono">2</td>');
    expect(html).toContain('tabindex="0" aria-label="Ver Ana"');
    expect(html).toMatch(/<tr aria-busy="true"[^>]*aria-label="Ver Luis"/);
  });

  it('marks sortable headers with their order and a button', () => {
    const sortable: ColumnDef<Row, unknown>[] = [
      { id: 'label', header: 'Persona', accessorFn: (row) => row.label, enableSorting: true },
    ];
    const html = render({ rows: [{ line: 2, label: 'Ana' }], columns: sortable, look: 'admin' });
    expect(html).toContain('aria-sort="none"');
    expect(html).toContain('<button type="button"');
  });
});
