import { IdentityCardPage } from '../../features/registration/components/IdentityCardPage';

export default function IdentityCard() {
  return <IdentityCardPage />;
}
