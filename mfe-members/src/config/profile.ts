/** Profile pictures, as the API accepts them (spec sections 5 and 9). */
export const MAX_PICTURE_BYTES = 2_097_152;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
