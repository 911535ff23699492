/**
 * The demo's Elevate group site: Redwood Logistics (rep 2) sells on its one-page site through
 * rep 2's Worksite Portal, so /websites?group=elevate&id=… has a group to show.
 */
export const ELEVATE_SITES = [{ group_id: 2556, portal_id: 4 }];
