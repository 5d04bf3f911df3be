import { type AccreditationCard, accreditationRoutes } from '@para/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useInvalidateAdmin } from '../../lib/admin-queries';
import { callApi, upload } from '../../lib/api';

/**
 * The calls of accreditation: administrators' lists and actions (cached below ['admin', …], so any
 * administrative write refreshes them), the athlete's own cards, and the gate's public check.
 */
export const accreditationKeys = {
  competitions: ['admin', 'accreditation', 'competitions'] as const,
  cards: (formId: string) => ['admin', 'accreditation', 'cards', formId] as const,
  mine: ['accreditation', 'mine'] as const,
};

export const competitionsQuery = () =>
  queryOptions({
    queryKey: accreditationKeys.competitions,
    queryFn: ({ signal }) => callApi(accreditationRoutes.accreditationCompetitions, { signal }),
  });

export const cardsQuery = (formId: string) =>
  queryOptions({
    queryKey: accreditationKeys.cards(formId),
    queryFn: ({ signal }) => callApi(accreditationRoutes.accreditationCards, { params: { formId }, signal }),
    enabled: formId !== '',
  });

export const myCardsQuery = () =>
  queryOptions({
    queryKey: accreditationKeys.mine,
    queryFn: ({ signal }) => callApi(accreditationRoutes.myAccreditationCards, { signal }),
  });

export const cardPdfPath = (cardId: string) =>
  accreditationRoutes.accreditationCardPdf.path.replace(':cardId', encodeURIComponent(cardId));
export const myCardPdfPath = (cardId: string) =>
  accreditationRoutes.myAccreditationCardPdf.path.replace(':cardId', encodeURIComponent(cardId));
export const sheetPdfPath = (formId: string) =>
  accreditationRoutes.accreditationSheetPdf.path.replace(':formId', encodeURIComponent(formId));

export interface NewCard {
  name: string;
  nameInScript: string;
  role: string;
  category: string;
  extraZones: string[];
  photo: File;
}

/** Adds a card: the plain fields first, then the photo (the server reads them in that order). */
export function addCard(
  formId: string,
  card: NewCard,
  options: { onProgress?: (fraction: number) => void } = {},
): Promise<AccreditationCard> {
  const form = new FormData();
  form.append('name', card.name);
  form.append('nameInScript', card.nameInScript);
  form.append('role', card.role);
  form.append('category', card.category);
  form.append('extraZones', card.extraZones.join(','));
  form.append('photo', card.photo, card.photo.name);
  return upload(accreditationRoutes.addAccreditationCard, form, { params: { formId }, ...options });
}

export const useAddCard = (formId: string) => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (card: NewCard) => addCard(formId, card),
    onSuccess: invalidate,
  });
};

export const useRevokeCard = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ cardId, reason }: { cardId: string; reason: string }) =>
      callApi(accreditationRoutes.revokeAccreditationCard, { params: { cardId }, body: { reason } }),
    onSuccess: invalidate,
  });
};

export const useReprintCard = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (cardId: string) =>
      callApi(accreditationRoutes.reprintAccreditationCard, { params: { cardId } }),
    onSuccess: invalidate,
  });
};
