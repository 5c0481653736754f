import { useTranslation } from '../../../../i18n/react.ts';
import { Button } from '../../../../ui/button.tsx';

/** A settings row's Edit button; `label` names the row for screen readers. */
export function EditButton({ label, onEdit }: { label: string; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={onEdit} aria-label={t('Edit {{name}}', { name: label })}>
      {t('Edit')}
    </Button>
  );
}

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
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <EditButton label={label} onEdit={onEdit} />
      <Button
        variant="danger"
        onClick={onDelete}
        aria-label={t('Delete {{name}}', { name: label })}
      >
        {t('Delete')}
      </Button>
    </div>
  );
}
