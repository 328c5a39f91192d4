/**
 * Files of a resource, as the attachments API limits them (spec section 9: at most 2 files; 10 MB
 * each). The server checks each file's content and answers with these same messages
 * (api/src/services/attachments.ts, held equal by api/src/contract.test.ts); checking here spares
 * an upload it would refuse.
 */
export const ATTACHMENT_UPLOAD = {
  maxFiles: 2,
  maxBytes: 10 * 1024 * 1024,
  /** The extensions of the types the server keeps. */
  extensions: ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'zip', 'docx', 'xlsx', 'pptx', 'txt', 'csv', 'md', 'markdown'] as readonly string[],
  tooLarge: 'Each file must be 10 MB or smaller.',
  tooMany: 'A resource can have at most 2 files.',
} as const;
