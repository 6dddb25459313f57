// What copying a user takes over: the server's rules (copy-service.ts) applied to the loaded source user.
import { useTranslation } from 'react-i18next';
import type { UserDetail, UserOptions } from '@portal/shared';

const SHOWN = 10;

/** Only what the administrator could give is copied; excluded and singular roles stay behind. */
export function copiedParts(user: UserDetail, options: UserOptions) {
  const roleOptions = new Map(options.roles.map((r) => [r.id, r]));
  const copies = (roleId: number) => {
    const role = roleOptions.get(roleId);
    return role !== undefined && role.assignable && !role.excludeFromCopyUser && !role.singular;
  };
  const brandIds = user.brandIds.filter((id) =>
    options.brands.some((b) => b.id === id && b.assignable),
  );
  const regionCodes = user.regionCodes.filter((code) =>
    options.regions.some((r) => r.code === code && r.assignable),
  );
  return {
    locations: user.locations.filter((l) => l.inScope).map((l) => l.name),
    roles: user.roles.filter((r) => copies(r.roleId)).map((r) => r.displayName),
    notCopied: user.roles.filter((r) => !copies(r.roleId)).map((r) => r.displayName),
    applications: options.applications
      .filter(
        (a) =>
          user.applicationIds.includes(a.id) &&
          (a.brandId == null || brandIds.includes(a.brandId)) &&
          (a.regionCode == null || regionCodes.includes(a.regionCode)),
      )
      .map((a) => a.displayName),
  };
}

export function CopySourceSummary({ user, options }: { user: UserDetail; options: UserOptions }) {
  const { t } = useTranslation('users');
  const parts = copiedParts(user, options);
  const rows: [string, string[]][] = [
    [t('sections.locations'), parts.locations],
    [t('fields.roles'), parts.roles],
    [t('fields.applicationIds'), parts.applications],
  ];
  if (parts.notCopied.length > 0) rows.push([t('copyUser.notCopied'), parts.notCopied]);
  // Administrators of a whole region hold hundreds of locations: the first few stand for them.
  const text = (names: string[]) =>
    names.length > SHOWN
      ? `${names.slice(0, SHOWN).join(', ')} ${t('copyUser.more', { count: names.length - SHOWN })}`
      : names.join(', ') || t('roles.none');
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map(([label, names]) => (
        <div key={label}>
          <dt className="font-semibold">{label}</dt>
          <dd>{text(names)}</dd>
        </div>
      ))}
    </dl>
  );
}
