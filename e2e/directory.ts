import { expect, type Page } from '@playwright/test';

/**
 * Searches the Trombinoscopio (or any card list with a search box) and waits until every card shown is the teacher's:
 * until the answer comes, the list keeps showing the earlier cards, and a click on the teacher's button there could
 * land on whatever the answer puts under the pointer (a press that opened nothing, seen under load).
 */
export async function searchDirectory(page: Page, text: string, fullName: string): Promise<void> {
  await page.getByRole('searchbox').first().fill(text);
  await expect(page.getByRole('article').filter({ hasText: fullName }).first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasNotText: fullName })).toHaveCount(0);
}
