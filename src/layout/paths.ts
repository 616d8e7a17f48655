// The console's root path; every other path lives with its area (src/resources/<area>/paths.ts or menu.ts,
// src/custom-pages/<area>/paths.ts).
export const ROOT_PATH = '/';
