/**
 * The environment the server process runs with: the operator's, and glibc's allocator told to give every block of
 * 128 KB or more a mapping of its own (`MALLOC_MMAP_THRESHOLD_`), unless the operator set it. Without it glibc raises
 * that threshold to the largest block freed so far (up to 32 MB): after the first uploaded file, every file's buffer
 * came from the main heap, which does not shrink while anything above it lives. In the hostile-files round
 * (decision 031's last amendment) the main heap grew 73 MB instead of 25–43, and the server's memory 176–182 MB
 * instead of 123–139 for the same 373 requests. Read by `npm start` (scripts/start.mjs) for the supervised server
 * and by the scripts that start the product themselves.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}
