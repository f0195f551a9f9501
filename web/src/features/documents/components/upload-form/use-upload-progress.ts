import { useEffect, useState } from 'react';

const UPLOAD_CAP = 90;
const DONE_VISIBLE_MS = 1000;

/**
 * The progress shown while uploading (spec §4.2): the browser's real upload progress, held at 90 until the
 * server answers, then 100 for a moment; null when no upload runs. An error clears it at once.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (progress !== 100) return;
    const timer = setTimeout(() => setProgress(null), DONE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [progress]);

  return {
    progress,
    start: () => setProgress(0),
    report: (percent: number) =>
      setProgress((current) => (current === null ? current : Math.max(current, Math.min(UPLOAD_CAP, percent)))),
    finish: () => setProgress(100),
    reset: () => setProgress(null),
  };
}
