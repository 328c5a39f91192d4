import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../../../config/attachments';

/**
 * Adds dropped or chosen files to those already chosen, as far as `room` (files the resource can
 * still take) allows; files over 10 MB are left out. Says why any file was left out.
 */
export function addFiles(chosen: File[], incoming: File[], room: number): { files: File[]; refusal?: string } {
  const tooLarge = incoming.filter((file) => file.size > MAX_ATTACHMENT_BYTES);
  const fitting = incoming.filter((file) => file.size <= MAX_ATTACHMENT_BYTES);
  const taken = fitting.slice(0, Math.max(room - chosen.length, 0));
  const reasons = [
    tooLarge.length > 0 && `Each file must be 10 MB or smaller (${tooLarge.map((file) => file.name).join(', ')} not added).`,
    taken.length < fitting.length && `A resource can have at most ${MAX_ATTACHMENTS} files.`,
  ].filter(Boolean);
  return { files: [...chosen, ...taken], refusal: reasons.length ? reasons.join(' ') : undefined };
}
