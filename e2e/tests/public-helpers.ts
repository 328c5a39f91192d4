import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, apiLogin } from '../fixtures';

// A 4 × 4 PNG, for a profile picture and a highlight's image.
export const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4YWMDRwzEcQAREhQBbrqBkwAAAABJRU5ErkJggg==',
  'base64',
);

export async function asAdmin(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, baseURL: string) {
  const admin = await playwright.request.newContext({ baseURL });
  await apiLogin(admin, ADMIN);
  return admin;
}

export async function open(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
}
