import { ATTACHMENT_UPLOAD } from 'shared-ui';

const { maxBytes, tooLarge: tooLargeMessage, tooMany } = ATTACHMENT_UPLOAD;

/**
 * Adds dropped or chosen files to those already chosen, as far as `room` (files the resource can
 * still take) allows; files over 10 MB are left out. Says why any file was left out.
 */
export function addFiles(chosen: File[], incoming: File[], room: number): { files: File[]; refusal?: string } {
  const tooLarge = incoming.filter((file) => file.size > maxBytes);
  const fitting = incoming.filter((file) => file.size <= maxBytes);
  const taken = fitting.slice(0, Math.max(room - chosen.length, 0));
  const reasons = [
    tooLarge.length > 0 && `${tooLargeMessage.replace(/\.$/, '')} (${tooLarge.map((file) => file.name).join(', ')} not added).`,
    taken.length < fitting.length && tooMany,
  ].filter(Boolean);
  return { files: [...chosen, ...taken], refusal: reasons.length ? reasons.join(' ') : undefined };
}
