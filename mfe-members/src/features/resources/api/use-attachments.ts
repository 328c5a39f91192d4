import { useCallback } from 'react';
import { useLoad } from 'shared-ui';
import { attachmentsApi } from './attachments';
import { useResourcesChanged } from '../hooks/use-resources-changed';

/** The files of a resource, fetched again whenever a resource was changed. */
export function useAttachments(resourceId: string) {
  const attachments = useLoad(useCallback(() => attachmentsApi.list(resourceId), [resourceId]));
  useResourcesChanged(attachments.reload);
  return attachments;
}
