// Mounts the site's one toast region (lib/notices/notice-view.ts) from a React island, for the
// portal pages that carry no other island that would mount it.
import { useEffect } from 'react';
import { mountNoticeView } from '../../lib/notices/notice-view';

/** Renders nothing itself; the region is mounted once per page, on hydration. */
export function Toasts() {
  useEffect(() => mountNoticeView(), []);
  return null;
}
