/** Files of a resource, as the attachments API limits them (the Edit Resource dropzone's limit). */
export const MAX_ATTACHMENTS = 2;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** What the file chooser offers: the types the API keeps (it checks each file's content). */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.zip,.docx,.xlsx,.pptx,.txt,.csv,.md,.markdown';
