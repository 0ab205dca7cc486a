/** Intrinsic size of the catalog artwork (4:5), given to every <img> so nothing shifts while it loads. */
export const CARD_IMAGE_SIZE = { width: 800, height: 1000 } as const;
