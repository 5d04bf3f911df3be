/** Administration pages beyond the SPEC's list (mounted in app/admin-routes.tsx). */
export const adminExtraPaths = {
  auditLog: '/admin/audit-log',
  review: (userId: string) => `/admin/registrations/${encodeURIComponent(userId)}`,
};

export const reviewPath = adminExtraPaths.review;
