import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DropzoneState } from 'react-dropzone';
import { describe, expect, it } from 'vitest';
import { DropArea } from './drop-area';

/** react-dropzone's prop getters, reduced to handing the given props through. */
const dropzone = (isDragActive: boolean) =>
  ({
    getRootProps: (props?: object) => ({ ...props }),
    getInputProps: (props?: object) => ({ type: 'file', ...props }),
    isDragActive,
  }) as unknown as Pick<DropzoneState, 'getRootProps' | 'getInputProps' | 'isDragActive'>;

const render = (isDragActive = false) =>
  renderToStaticMarkup(
    h(DropArea, {
      dropzone: dropzone(isDragActive),
      label: 'Seleccionar archivo',
      describedBy: 'file-label',
      disabled: false,
      icon: h('svg', { 'aria-hidden': true }),
      dropText: 'Suelta el archivo aquí',
      prompt: 'Arrastra un archivo aquí o haz clic para seleccionarlo',
      hint: 'PDF, JPG, JPEG, PNG • Máx. 10MB',
    }),
  );

describe('DropArea', () => {
  it('takes its name from its content, the hidden label first, so the name holds every visible text', () => {
    const html = render();
    const area = html.slice(html.indexOf('<div role="button"'));
    expect(area.slice(0, area.indexOf('>'))).not.toContain('aria-label');
    expect(area).toMatch(
      /^<div role="button" aria-describedby="file-label"[^>]*><span class="sr-only">Seleccionar archivo<\/span><svg aria-hidden="true"><\/svg><p[^>]*>Arrastra un archivo aquí o haz clic para seleccionarlo<\/p><p[^>]*>PDF, JPG, JPEG, PNG • Máx. 10MB<\/p><\/div>$/,
    );
  });

  it('keeps the label while a file is dragged over, with the drop text', () => {
    expect(render(true)).toMatch(
      /<span class="sr-only">Seleccionar archivo<\/span><svg[^>]*><\/svg><p[^>]*>Suelta el archivo aquí<\/p><\/div>$/,
    );
  });
});
