import {
  type CreateSelectionBody,
  type ExternalMarkBody,
  type NominationBody,
  type PutStandardsBody,
  type RouteKey,
  type Routes,
  selectionRoutes,
  type TeamDocumentKind,
  type TravelNeeds,
  teamCardRoutes,
} from '@para/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useInvalidateAdmin } from '../../lib/admin-queries';
import { callApi, upload } from '../../lib/api';

/**
 * The calls of national team selection: the administrators' (cached below ['admin', …], so any
 * administrative write refreshes them), the athlete's invitations, the secretaries' list and the
 * public team page (whose route entry is its method and path only, to keep the public page small).
 */
export const selectionKeys = {
  list: ['admin', 'selections'] as const,
  one: (id: string) => ['admin', 'selections', id] as const,
  shortlist: (id: string) => ['admin', 'selections', id, 'shortlist'] as const,
  team: (id: string) => ['admin', 'selections', id, 'team'] as const,
  mine: ['selections', 'mine'] as const,
  district: ['district', 'selections'] as const,
  publicTeam: (id: string) => ['teams', id] as const,
};

const get = <K extends RouteKey>(path: Routes[K]['path']) =>
  ({ method: 'GET', path }) as unknown as Routes[K];
export const publicTeamRoutes = { publicTeam: get<'publicTeam'>('/api/teams/:id') } as const;

export const selectionsQuery = () =>
  queryOptions({
    queryKey: selectionKeys.list,
    queryFn: ({ signal }) => callApi(selectionRoutes.selections, { signal }),
  });

export const selectionQuery = (id: string) =>
  queryOptions({
    queryKey: selectionKeys.one(id),
    queryFn: ({ signal }) => callApi(selectionRoutes.selection, { params: { id }, signal }),
  });

export const shortlistQuery = (id: string) =>
  queryOptions({
    queryKey: selectionKeys.shortlist(id),
    queryFn: ({ signal }) => callApi(selectionRoutes.shortlist, { params: { id }, signal }),
  });

export const teamQuery = (id: string) =>
  queryOptions({
    queryKey: selectionKeys.team(id),
    queryFn: ({ signal }) => callApi(selectionRoutes.team, { params: { id }, signal }),
  });

export const myInvitationsQuery = () =>
  queryOptions({
    queryKey: selectionKeys.mine,
    queryFn: ({ signal }) => callApi(selectionRoutes.myInvitations, { signal }),
  });

export const districtSelectionsQuery = () =>
  queryOptions({
    queryKey: selectionKeys.district,
    queryFn: ({ signal }) => callApi(selectionRoutes.districtSelections, { signal }),
  });

export const publicTeamQuery = (id: string) =>
  queryOptions({
    queryKey: selectionKeys.publicTeam(id),
    queryFn: ({ signal }) => callApi(publicTeamRoutes.publicTeam, { params: { id }, signal }),
    staleTime: 5 * 60_000,
  });

export const entryFilePath = (id: string) =>
  selectionRoutes.entryFile.path.replace(':id', encodeURIComponent(id));
export const teamPdfPath = (id: string) =>
  selectionRoutes.teamPdf.path.replace(':id', encodeURIComponent(id));

const useAdminMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn, onSuccess: invalidate });
};

export const useCreateSelection = () =>
  useAdminMutation((body: CreateSelectionBody) => callApi(selectionRoutes.createSelection, { body }));

export const useSaveStandards = (id: string) =>
  useAdminMutation((body: PutStandardsBody) =>
    callApi(selectionRoutes.putStandards, { params: { id }, body }),
  );

export const previewStandards = (id: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload(selectionRoutes.previewStandards, form, { params: { id } });
};

export const useNominate = (id: string) =>
  useAdminMutation((body: NominationBody) => callApi(selectionRoutes.nominate, { params: { id }, body }));

export const useRatify = (id: string) =>
  useAdminMutation((_: undefined) => callApi(selectionRoutes.ratify, { params: { id } }));

export const useReturnNomination = (id: string) =>
  useAdminMutation((reason: string) =>
    callApi(selectionRoutes.returnNomination, { params: { id }, body: { reason } }),
  );

export const useAddExternalMark = (id: string) =>
  useAdminMutation((body: ExternalMarkBody) =>
    callApi(selectionRoutes.addExternalMark, { params: { id }, body }),
  );

/** A member's document: the file under its kind's name. */
export const useAddTeamDocument = (id: string) =>
  useAdminMutation(({ memberId, kind, file }: { memberId: string; kind: TeamDocumentKind; file: File }) => {
    const form = new FormData();
    form.append(kind, file, file.name);
    return upload(selectionRoutes.addTeamDocument, form, { params: { id, memberId } });
  });

export const teamCardsPdfPath = (id: string) =>
  teamCardRoutes.teamCardsPdf.path.replace(':id', encodeURIComponent(id));
export const teamCardPdfPath = (id: string, memberId: string) =>
  teamCardRoutes.teamCardPdf.path
    .replace(':id', encodeURIComponent(id))
    .replace(':memberId', encodeURIComponent(memberId));

/** Issues every member's card that is missing or revoked. */
export const useIssueTeamCards = (id: string) =>
  useAdminMutation((_: undefined) => callApi(teamCardRoutes.issueTeamCards, { params: { id } }));

export const useIssueTeamCard = (id: string) =>
  useAdminMutation((memberId: string) => callApi(teamCardRoutes.issueTeamCard, { params: { id, memberId } }));

export const useSaveTeamNeeds = (id: string) =>
  useAdminMutation(({ memberId, needs }: { memberId: string; needs: TravelNeeds }) =>
    callApi(selectionRoutes.setTeamNeeds, { params: { id, memberId }, body: needs }),
  );

/** Takes a member off the team; their card is revoked with the reason. */
export const useRemoveTeamMember = (id: string) =>
  useAdminMutation(({ memberId, reason }: { memberId: string; reason: string }) =>
    callApi(teamCardRoutes.removeTeamMember, { params: { id, memberId }, body: { reason } }),
  );

export interface SupportPerson {
  role: string;
  name: string;
  phone: string;
  athleteUid: string;
  diet: string;
  seating: string;
  wheelchair: boolean;
  documents: Partial<Record<'medical_fitness' | 'professional_registration', File>>;
}

/** Adds a support person: the plain fields first, then each document under its kind. */
export const useAddSupport = (id: string) =>
  useAdminMutation((person: SupportPerson) => {
    const form = new FormData();
    form.append('role', person.role);
    form.append('name', person.name);
    form.append('phone', person.phone);
    if (person.athleteUid) form.append('athleteUid', person.athleteUid);
    if (person.diet) form.append('diet', person.diet);
    if (person.seating) form.append('seating', person.seating);
    form.append('wheelchair', String(person.wheelchair));
    for (const [kind, file] of Object.entries(person.documents)) if (file) form.append(kind, file, file.name);
    return upload(selectionRoutes.addSupportMember, form, { params: { id } });
  });

export const useRespond = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      callApi(selectionRoutes.respondInvitation, { params: { id }, body: { accept } }),
    onSuccess: () => client.invalidateQueries({ queryKey: selectionKeys.mine }),
  });
};
