import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { hasRole } from '@hisaab/shared/permissions';
import { Button } from '../../../ui/button.tsx';
import { Select } from '../../../ui/select.tsx';

interface RoleChangeProps {
  email: string;
  currentRole: string;
  roles: readonly string[];
  onUpdate: (email: string, role: string) => Promise<void>;
}

/** A role select whose Update button is enabled only for a different role. */
export function RoleChange({ email, currentRole, roles, onUpdate }: RoleChangeProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState(currentRole);
  const options = roles.includes(currentRole) || !currentRole ? roles : [currentRole, ...roles];
  const changed = role !== '' && !hasRole([currentRole], role);
  return (
    <div className="flex items-center gap-2">
      <Select
        label={t('Role for {{email}}', { email })}
        hideLabel
        value={role}
        onChange={(e) => setRole(e.target.value)}
        options={options.map((r) => ({ value: r, label: t(r) }))}
        className="w-32"
      />
      <Button variant="secondary" disabled={!changed} onClick={() => onUpdate(email, role)}>
        {t('Update')}
      </Button>
    </div>
  );
}
