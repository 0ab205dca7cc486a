/** Intrinsic size of the catalog artwork (4:5), given to every <img> so nothing shifts while it loads. */
export const CARD_IMAGE_SIZE = { width: 800, height: 1000 } as const;

/** Cards visible without scrolling on a large screen load eagerly. */
export const EAGER_CARDS = 3;
