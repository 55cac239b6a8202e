import { paths } from '../../shared/paths.ts';
import { OwnerPageHeader, type PageHeaderProps } from './owner-page-header.tsx';

/** The top of a super-admin sub-screen: 'Voltar' to /super-admin, the title and the screen's own actions. */
export function AdminPageHeader(props: PageHeaderProps) {
  return <OwnerPageHeader {...props} backTo={paths.adminHome.href()} />;
}
