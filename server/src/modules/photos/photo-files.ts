import { Readable } from 'node:stream';
import { PHOTO_SIZES } from '@contracts/photos';
import type { FileStorage } from '../../storage/file-storage';
import type { ReceivedFile } from '../../shared/uploads/multipart-upload';
import type { PhotoVariantFile } from './photo-variant-rows';
import { mimeTypeOf } from '../../shared/uploads/content-type-check';
import { PHOTO_EXTENSION, type PhotoRenditions } from './photo-sizes';

/** A photo's sizes written encrypted under temporary names: the large one is the document's file. */
export interface PhotoSizeFiles {
  large: ReceivedFile;
  variants: PhotoVariantFile[];
}

const storedNamesOf = (files: PhotoSizeFiles) => [
  files.large.storedName,
  ...files.variants.map((variant) => variant.storedName),
];

/** Writes each rendered size to a temporary encrypted file; a failure removes those already written. */
export async function writePhotoSizes(storage: FileStorage, renditions: PhotoRenditions): Promise<PhotoSizeFiles> {
  const written: { size: (typeof PHOTO_SIZES)[number]; storedName: string; bytes: number }[] = [];
  try {
    for (const size of PHOTO_SIZES) {
      const storedName = storage.newName(PHOTO_EXTENSION);
      const { size: bytes } = await storage.writeTemporary(storedName, Readable.from([renditions[size]]));
      written.push({ size, storedName, bytes });
    }
  } catch (error) {
    await Promise.all(written.map((file) => storage.discardTemporary(file.storedName)));
    throw error;
  }
  const large = written.find((file) => file.size === 'large')!;
  return {
    large: {
      storedName: large.storedName,
      originalName: `foto-perfil.${PHOTO_EXTENSION}`,
      extension: PHOTO_EXTENSION,
      mimeType: mimeTypeOf(PHOTO_EXTENSION),
      size: large.bytes,
    },
    variants: written
      .filter((file) => file.size !== 'large')
      .map((file) => ({ size: file.size as PhotoVariantFile['size'], storedName: file.storedName, bytes: file.bytes })),
  };
}

/** Makes every size visible (the last step of the transaction that writes their rows). */
export async function publishPhotoSizes(storage: FileStorage, files: PhotoSizeFiles): Promise<void> {
  for (const name of storedNamesOf(files)) await storage.publish(name);
}

/** After a failure: removes the temporary files and, when publishing had begun, the published ones. */
export async function discardPhotoSizes(
  storage: FileStorage,
  files: PhotoSizeFiles,
  publishing: boolean,
): Promise<void> {
  for (const name of storedNamesOf(files)) {
    await storage.discardTemporary(name);
    if (publishing) await storage.remove(name);
  }
}
