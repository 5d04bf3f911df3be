/**
 * What other modules use of accreditation: cards for holders they name, issued, revoked, listed and
 * printed here (decision 19: accreditation knows nothing of the features that call it).
 */
export {
  type Holder,
  type HolderEvent,
  holderCardPdf,
  holderCards,
  holderSheetPdf,
  issueHolderCards,
  revokeHolderCard,
} from './holders.js';
