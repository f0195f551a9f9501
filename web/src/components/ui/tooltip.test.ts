import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tooltip, TooltipContent, TooltipGroup, TooltipTrigger, WithTooltip } from './tooltip';

const button = (name: string) => h('button', { type: 'button' }, name);

describe('tooltips', () => {
  it('outside any group, each is a group of its own (no provider around the shell)', () => {
    const html = renderToStaticMarkup(h('div', null, h(WithTooltip, { label: 'Logout', children: button('Salir') })));
    expect(html).toContain('Salir');
    const root = h(Tooltip, null, h(TooltipTrigger, { asChild: true }, button('Borrar')), h(TooltipContent, null, 'x'));
    expect(renderToStaticMarkup(root)).toContain('Borrar');
  });

  it('inside a group, share it', () => {
    const html = renderToStaticMarkup(
      h(
        TooltipGroup,
        null,
        h(WithTooltip, { label: 'Editar', children: button('E') }),
        h(WithTooltip, { label: 'Borrar', children: button('B') }),
      ),
    );
    expect(html).toContain('>E<');
    expect(html).toContain('>B<');
  });
});
