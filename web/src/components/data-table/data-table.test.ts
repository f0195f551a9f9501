import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { InfiniteData } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '@/lib/api-page';
import { PROGRESSIVE_FIRST } from '@/lib/use-progressive-count';
import { DataTable, type DataTableProps, type PagedTableQuery } from './data-table';

interface Pet {
  id: number;
  name: string;
  kind: string;
}

const PETS: Pet[] = [
  { id: 1, name: 'Luna', kind: 'Gata' },
  { id: 2, name: 'Toby', kind: 'Perro' },
];

const columns: ColumnDef<Pet, unknown>[] = [
  { id: 'name', header: 'Nombre', cell: ({ row }) => row.original.name, meta: { rowHeader: true } },
  { id: 'kind', header: 'Tipo', cell: ({ row }) => row.original.kind, meta: { cellClassName: 'font-mono' } },
];

function query(data: InfiniteData<ListPage<Pet>> | undefined, state: Partial<PagedTableQuery<Pet>> = {}) {
  return {
    isPending: data === undefined,
    isError: false,
    error: null,
    data,
    refetch: () => undefined,
    hasNextPage: false,
    isFetchingNextPage: false,
    isPlaceholderData: false,
    fetchNextPage: () => undefined,
    ...state,
  };
}

const page = (items: Pet[], total?: number): InfiniteData<ListPage<Pet>> => ({
  pages: [{ items, total, totalCapped: false, nextCursor: undefined }],
  pageParams: [undefined],
});

function render(props: Partial<DataTableProps<Pet>> & Pick<DataTableProps<Pet>, 'query'>) {
  return renderToStaticMarkup(
    h(DataTable<Pet>, {
      columns,
      rowKey: (pet) => pet.id,
      caption: 'Mascotas',
      status: (shown, total) => `Mostrando ${shown} de ${total} mascotas`,
      more: { label: 'Cargar más', loadingLabel: 'Cargando más mascotas' },
      loading: { label: 'Cargando mascotas', rows: 3, rowClassName: 'h-12' },
      error: { title: 'Error al cargar las mascotas', retryLabel: 'Reintentar' },
      empty: { title: 'No hay mascotas' },
      renderCard: (pet) => h('strong', null, pet.name),
      ...props,
    }),
  );
}

describe('DataTable', () => {
  it('shows named skeletons while the first page loads', () => {
    const html = render({ query: query(undefined) });
    expect(html).toContain('role="status" aria-label="Cargando mascotas"');
    expect(html).not.toContain('<table');
  });

  it('shows the empty state and the error with its retry', () => {
    expect(render({ query: query(page([])) })).toContain('No hay mascotas');
    const failed = render({ query: query(undefined, { isPending: false, isError: true, error: new Error('x') }) });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Reintentar');
  });

  it('draws the rows as cards under the list’s name on a phone, with the paging line', () => {
    // A static render reads no screen: it is the narrow one (useMediaQuery's server snapshot), where the table's code
    // is not even loaded (cards-or-table.tsx); the table itself is table-view.test.ts's.
    const html = render({ query: query(page(PETS, 5), { hasNextPage: true }) });
    expect(html).toContain('<ul class="grid gap-3 md:hidden" aria-label="Mascotas">');
    expect(html).toContain('<li class="grid gap-2 rounded-lg border p-3 text-sm"><strong>Luna</strong></li>');
    expect(html).not.toContain('<table');
    expect(html).toContain('Mostrando 2 de 5 mascotas');
    expect(html).toContain('Cargar más');
  });

  it('draws a long page’s first rows first, with no next page until all are shown', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      id: index + 1,
      name: `Mascota ${index + 1}`,
      kind: 'Gata',
    }));
    const html = render({ query: query(page(many, 40), { hasNextPage: true }) });
    expect(html.match(/<li /g)?.length).toBe(PROGRESSIVE_FIRST);
    expect(html).toContain('<div aria-busy="false" data-rows-pending="">');
    // The box whose nearing the screen brings the others.
    expect(html).toContain('<div aria-hidden="true"></div>');
    expect(html).toContain('Mostrando 20 de 40 mascotas');
    expect(html).not.toContain('Cargar más');
  });
});
