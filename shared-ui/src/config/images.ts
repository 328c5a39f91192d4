/**
 * Uploaded images (profile pictures, highlight images), as the API accepts them (spec sections 5
 * and 9): images only, at most 2,097,152 bytes. The server checks the file's content and answers
 * with these same messages (api/src/services/images.ts, held equal by api/src/contract.test.ts);
 * checking here spares an upload it would refuse.
 */
export const IMAGE_UPLOAD = {
  maxBytes: 2_097_152,
  /** What a file input offers (`accept`) and what a chosen file's type must be. */
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as readonly string[],
  tooLarge: 'Uploaded file is too large (max 2MB).',
  notAnImage: 'Only image files are allowed (JPEG, PNG, WebP or GIF).',
} as const;

export const isImageFile = (file: File) => IMAGE_UPLOAD.types.includes(file.type);
export const isSmallEnoughImage = (file: File) => file.size <= IMAGE_UPLOAD.maxBytes;
