/**
 * The profile picture's rules (spec sections 5 and 9), which highlight images follow too. The
 * server checks the file's content and answers with these same messages; checking here spares
 * a 2 MB upload that would be refused.
 */
export const MAX_IMAGE_BYTES = 2_097_152;
export const IMAGE_TOO_LARGE = 'Uploaded file is too large (max 2MB).';
export const NOT_AN_IMAGE = 'Only image files are allowed (JPEG, PNG, WebP or GIF).';
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const isImageFile = (file: File) => IMAGE_TYPES.includes(file.type);
export const isSmallEnough = (file: File) => file.size <= MAX_IMAGE_BYTES;
