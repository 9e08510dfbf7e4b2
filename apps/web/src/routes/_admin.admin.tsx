import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/_admin/admin')({
  component: AdminPage,
});

function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <main id="main" tabIndex={-1} className="admin-placeholder">
      <h1>Admin Dashboard</h1>
    </main>
  );
}
