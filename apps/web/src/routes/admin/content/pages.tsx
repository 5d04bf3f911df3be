import { PagesAdmin } from '../../../features/content/admin/PagesAdmin';

export default PagesAdmin;
