import { type NoticePreferencesBody, noticeRoutes } from '@para/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/**
 * Notices (docs/decisions/0042): the person's own choice of channels and language (['notices', 'mine']),
 * and the administrators' views below ['admin', …], refreshed by any administrative write.
 */
export const noticeKeys = {
  mine: ['notices', 'mine'] as const,
  user: (userId: string) => ['admin', 'notices', 'user', userId] as const,
  day: (date: string) => ['admin', 'notices', 'day', date] as const,
};

export const myNoticePreferencesQuery = () =>
  queryOptions({
    queryKey: noticeKeys.mine,
    queryFn: ({ signal }) => callApi(noticeRoutes.myNoticePreferences, { signal }),
  });

export const useSaveNoticePreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticePreferencesBody) => callApi(noticeRoutes.updateNoticePreferences, { body }),
    onSuccess: (saved) => client.setQueryData(noticeKeys.mine, saved),
  });
};

export const userNoticesQuery = (userId: string) =>
  queryOptions({
    queryKey: noticeKeys.user(userId),
    queryFn: ({ signal }) => callApi(noticeRoutes.adminUserNotices, { params: { userId }, signal }),
  });

export const noticeDayQuery = (date: string) =>
  queryOptions({
    queryKey: noticeKeys.day(date),
    queryFn: ({ signal }) => callApi(noticeRoutes.adminNoticeDay, { query: date ? { date } : {}, signal }),
  });
