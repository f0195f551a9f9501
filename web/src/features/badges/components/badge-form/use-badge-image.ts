import { useState } from 'react';
import type { Badge } from '@contracts/badges';

/** The image message under the drop zone; a blocking one is the server's refusal of the image sent. */
export interface BadgeImageError {
  message: string;
  blocking: boolean;
}

/** The badge's image as the form holds it: a new file picked, the current one removed, and the message under it. */
export function useBadgeImage(badge?: Badge) {
  const [file, setFile] = useState<File | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  // A refusal of the browser leaves the image as it was; the server's refusal of the image sent blocks saving it again.
  const [error, setError] = useState<BadgeImageError | null>(null);

  return {
    file,
    removeCurrent,
    currentUrl: removeCurrent ? null : (badge?.image_url ?? null),
    error,
    onRemoveCurrent: () => setRemoveCurrent(true),
    onChange: (picked: File | null, problem: string | null) => {
      if (problem) return setError({ message: problem, blocking: false });
      setFile(picked);
      setError(null);
    },
    refuse: (message: string) => setError({ message, blocking: true }),
  };
}

export type BadgeImageState = ReturnType<typeof useBadgeImage>;
