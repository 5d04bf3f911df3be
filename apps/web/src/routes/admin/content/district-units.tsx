import { UnitsAdmin } from '../../../features/content/admin/UnitsAdmin';

export default UnitsAdmin;
