import { FaqAdmin } from '../../../features/content/admin/FaqAdmin';

export default FaqAdmin;
