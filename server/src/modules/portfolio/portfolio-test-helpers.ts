import sharp from 'sharp';
import type { PortfolioWork } from '@contracts/portfolio';
import { portfolioWorks } from '../../db/schema/index';
import type { TestContext, TestUser } from '../../../test/build-app';
import { multipart, type FilePart } from '../../../test/multipart';

/** A generated image (no metadata) of the given size and format. */
export const generatedImage = (width = 90, height = 60, format: 'png' | 'jpeg' | 'webp' = 'png', color = '#0f766e') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();

export const imagePart = async (filename = 'obra.png', content?: Buffer): Promise<FilePart> => ({
  field: 'image',
  filename,
  content: content ?? (await generatedImage()),
});

/** POST /api/teachers/{id}/portfolio as `user`, with the fields and the file parts given. */
export function postWork(
  context: TestContext,
  user: TestUser | null,
  teacherId: number,
  fields: Record<string, string>,
  files: FilePart[],
) {
  const body = multipart(fields, files);
  return context.app.inject({
    method: 'POST',
    url: `/api/teachers/${teacherId}/portfolio`,
    payload: body.payload,
    headers: { ...body.headers, ...(user?.auth ?? {}) },
  });
}

/** Adds a work through the route and answers it (the test fails when the route refuses). */
export async function addWorkAs(
  context: TestContext,
  user: TestUser,
  teacherId: number,
  fields: Record<string, string> = {},
): Promise<PortfolioWork> {
  const response = await postWork(context, user, teacherId, { title: 'Obra', ...fields }, [await imagePart()]);
  if (response.statusCode !== 201) throw new Error(`add work: ${response.statusCode} ${response.body}`);
  return response.json<PortfolioWork>();
}

/** Work rows without image files, for the limit's tests (the count is all that matters there). */
export async function insertBareWorks(context: TestContext, teacherId: number, howMany: number): Promise<void> {
  await context.db.insert(portfolioWorks).values(
    Array.from({ length: howMany }, (_, index) => ({
      teacherId,
      position: index,
      title: `Obra ${index + 1}`,
      imageWidth: 10,
      imageHeight: 10,
    })),
  );
}
