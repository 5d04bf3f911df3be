import { MessagesAdmin } from '../../../features/content/admin/MessagesAdmin';

export default MessagesAdmin;
