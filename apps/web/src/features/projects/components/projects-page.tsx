import { PageHeader } from '../../../ui/page-header.tsx';

export function ProjectsPage() {
  return (
    <>
      <PageHeader title="Projects" />
      <p>Projects page placeholder.</p>
    </>
  );
}
