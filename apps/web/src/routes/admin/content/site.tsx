import { SiteAdmin } from '../../../features/content/admin/SiteAdmin';

export default SiteAdmin;
