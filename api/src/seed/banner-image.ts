import sharp from 'sharp';
import { sha256 } from '../services/secrets.js';
import type { StoredImage } from '../services/images.js';

/**
 * Draws a banner for a demo highlight: a grating patch and fixation cross on the highlight's
 * colour, like the stimuli the lab shows. Shapes only, so no font is needed.
 */
export async function bannerImage(colour: string, seed: number): Promise<StoredImage> {
  const stripes = Array.from({ length: 12 }, (_, i) => {
    const x = 560 + i * 22;
    return `<rect x="${x}" y="60" width="11" height="330" fill="#fff" opacity="${(0.15 + ((i + seed) % 4) * 0.1).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="450">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#10213a"/></linearGradient>
      <clipPath id="c"><circle cx="690" cy="225" r="165"/></clipPath></defs>
    <rect width="1200" height="450" fill="url(#g)"/>
    <g clip-path="url(#c)" transform="rotate(${seed * 23} 690 225)">${stripes}</g>
    <path d="M 300 205 v 40 M 280 225 h 40" stroke="#fff" stroke-width="6"/>
    <circle cx="${980 - seed * 30}" cy="${110 + seed * 40}" r="44" fill="#fff" opacity="0.25"/>
  </svg>`;
  const content = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  return { mime: 'image/webp', content, sha256: sha256(content) };
}
