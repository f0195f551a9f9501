/** The query key of a photo's bytes, by its URL. */
export const photoBlobKey = (url: string | null) => ['photo', url] as const;
