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

  it('renders the rows under a caption, with row headers, the columns’ classes and the paging line', () => {
    const html = render({ query: query(page(PETS, 5), { hasNextPage: true }) });
    expect(html).toContain('<caption class="sr-only">Mascotas</caption>');
    expect(html).toContain('<th scope="col" class="px-3 py-2 font-medium">Nombre</th>');
    expect(html).toContain('<th scope="row" class="px-3 py-2">Luna</th>');
    expect(html).toContain('<td class="px-3 py-2 font-mono">Perro</td>');
    expect(html).toContain('Mostrando 2 de 5 mascotas');
    expect(html).toContain('Cargar más');
    expect(html).not.toContain('<ul');
  });

  it('draws a long page’s first rows first, with no next page until all are shown', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      id: index + 1,
      name: `Mascota ${index + 1}`,
      kind: 'Gata',
    }));
    const html = render({ query: query(page(many, 40), { hasNextPage: true }) });
    expect(html.match(/<tr /g)?.length).toBe(PROGRESSIVE_FIRST);
    expect(html).toContain('<div aria-busy="false" data-rows-pending="">');
    // The box whose nearing the screen brings the others.
    expect(html).toContain('<div aria-hidden="true"></div>');
    expect(html).toContain('Mostrando 20 de 40 mascotas');
    expect(html).not.toContain('Cargar más');
  });

  it('opens rows by keyboard when they have a name, and marks busy rows', () => {
    const html = render({
      query: query(page(PETS)),
      onRowActivate: () => undefined,
      rowLabel: (pet) => `Ver ${pet.name}`,
      rowBusy: (pet) => pet.id === 2,
    });
    expect(html).toContain('tabindex="0" aria-label="Ver Luna"');
    expect(html).toMatch(/<tr aria-busy="true"[^>]*aria-label="Ver Toby"/);
  });

  it('draws cards, and not the table they stand for, below md when renderCard is given', () => {
    // A static render reads no screen: it is the narrow one (useMediaQuery's server snapshot).
    const html = render({ query: query(page(PETS)), renderCard: (pet) => h('strong', null, pet.name) });
    expect(html).toContain('<ul class="grid gap-3 md:hidden" aria-label="Mascotas">');
    expect(html).toContain('<li class="grid gap-2 rounded-lg border p-3 text-sm"><strong>Luna</strong></li>');
    expect(html).not.toContain('<table');
  });

  it('names a wide table’s frame as a focusable region and marks sortable headers', () => {
    const sortable: ColumnDef<Pet, unknown>[] = [
      { ...columns[0]!, accessorFn: (pet) => pet.name, enableSorting: true },
    ];
    const html = render({ query: query(page(PETS)), columns: sortable, look: 'admin', region: 'Tabla de mascotas' });
    expect(html).toContain('role="region" aria-label="Tabla de mascotas" tabindex="0"');
    expect(html).toContain('aria-sort="none"');
    expect(html).toContain('<button type="button"');
  });
});
