import { type DistrictRecommendation, districtAssistanceRoutes } from '@para/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

const assistanceKey = (userId: string) => ['district', 'assistance', userId] as const;

/** The district's check, the consent form on record, and whether the association asks for the check. */
export const assistanceQuery = (userId: string) =>
  queryOptions({
    queryKey: assistanceKey(userId),
    queryFn: ({ signal }) =>
      callApi(districtAssistanceRoutes.districtAssistance, { params: { userId }, signal }),
  });

export interface CheckInput {
  recommendation: DistrictRecommendation;
  remark: string;
  documentsSeen: string[];
}

export function useRecordCheck(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInput) =>
      callApi(districtAssistanceRoutes.districtRecordCheck, { params: { userId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: assistanceKey(userId) }),
  });
}

export function useSendPayLink(userId: string) {
  return useMutation({
    mutationFn: () => callApi(districtAssistanceRoutes.districtSendPayLink, { params: { userId } }),
  });
}

export const refreshAssistance = (client: ReturnType<typeof useQueryClient>, userId: string) =>
  client.invalidateQueries({ queryKey: assistanceKey(userId) });
