// Colours of the zip-code map: covered codes in blue, out-of-bounds ones (inside the radius, not covered) in red.
export const ZIP_CODE_COLORS = {
  covered: '#1565c0',
  outOfBounds: '#d32f2f',
  center: '#2e7d32',
  circle: '#455a64',
} as const;

/** Up to this many codes, the centroid labels stay visible; beyond, they show on hover. */
export const PERMANENT_LABELS_MAX = 40;

/** From this zoom on, every centroid shows its label (the codes are far enough apart to read). */
export const LABEL_ZOOM = 14;
