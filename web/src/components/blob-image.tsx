import { useCallback, type ComponentProps } from 'react';

type BlobImageProps = Omit<ComponentProps<'img'>, 'src' | 'ref'> & { blob: Blob };

/**
 * An <img> showing a Blob or File (a local preview, a fetched protected image) through an object URL
 * that lives exactly as long as the element shows that blob (React 19 ref cleanup revokes it).
 */
export function BlobImage({ blob, alt = '', ...props }: BlobImageProps) {
  const attach = useCallback(
    (node: HTMLImageElement | null) => {
      if (!node) return;
      const url = URL.createObjectURL(blob);
      node.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} {...props} />;
}
