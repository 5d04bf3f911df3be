import { PublicLayout } from '../../components/public/PublicLayout';

export default PublicLayout;
