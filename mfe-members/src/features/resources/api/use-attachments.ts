import { useCallback } from 'react';
import { attachmentsApi, useBusEvent, useLoad } from 'shared-ui';

/** The files of a resource, fetched again whenever a resource was changed. */
export function useAttachments(resourceId: string) {
  const attachments = useLoad(useCallback(() => attachmentsApi.list(resourceId), [resourceId]));
  useBusEvent('resources/changed', attachments.reload);
  return attachments;
}
