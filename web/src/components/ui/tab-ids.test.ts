import { describe, expect, it } from 'vitest';
import { tabPanelId, tabTriggerId } from './tab-ids';

describe('tab ids', () => {
  it('differ between a tab and its panel, and between values', () => {
    expect(tabTriggerId('r1', 'profile')).not.toBe(tabPanelId('r1', 'profile'));
    expect(tabPanelId('r1', 'profile')).not.toBe(tabPanelId('r1', 'courses'));
    expect(tabPanelId('r1', 'profile')).not.toBe(tabPanelId('r2', 'profile'));
  });

  it('hold no space, whatever the value', () => {
    expect(tabPanelId('«r1»', 'Con Badge')).not.toMatch(/\s/);
    expect(tabTriggerId('«r1»', 'a b\tc')).not.toMatch(/\s/);
  });
});
