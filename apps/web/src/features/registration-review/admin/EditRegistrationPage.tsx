import { useParams } from 'react-router';
import { AdminRegistrationEditor } from './edit-registration/AdminRegistrationEditor';

export default function AdminEditRegistration() {
  const { userId = '' } = useParams();
  return <AdminRegistrationEditor key={userId} userId={userId} />;
}
