import { NewsAdmin } from '../../../features/content/admin/NewsAdmin';

export default NewsAdmin;
