import { file } from '../testing/factories';
import { IMAGE_UPLOAD, isImageFile, isSmallEnoughImage } from './images';

const sized = (bytes: number, type: string) => file('upload', bytes, type);

describe('IMAGE_UPLOAD', () => {
  it('accepts JPEG, PNG, WebP and GIF only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) expect(isImageFile(sized(1, type))).toBe(true);
    for (const type of ['image/svg+xml', 'application/pdf', '']) expect(isImageFile(sized(1, type))).toBe(false);
  });

  it('allows 2,097,152 bytes and not one more', () => {
    expect(isSmallEnoughImage(sized(IMAGE_UPLOAD.maxBytes, 'image/png'))).toBe(true);
    expect(isSmallEnoughImage(sized(2_097_153, 'image/png'))).toBe(false);
    expect(IMAGE_UPLOAD.tooLarge).toBe('Uploaded file is too large (max 2MB).');
  });
});
