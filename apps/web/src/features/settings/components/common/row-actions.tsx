import { Button } from '../../../../ui/button.tsx';

/** The Edit and Delete buttons of a settings row; `label` names the row for screen readers. */
export function RowActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${label}`}>
        Edit
      </Button>
      <Button variant="danger" onClick={onDelete} aria-label={`Delete ${label}`}>
        Delete
      </Button>
    </div>
  );
}
