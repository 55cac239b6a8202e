import { can, PERMISSIONS, type Permission, ROLES, roleLabels } from '../../shared/permissions.ts';
import { ROUTE_PERMISSIONS } from './route-permissions.ts';

export const ROLES_DOC_START = '<!-- roles:start (npm run docs:roles writes this table from the code) -->';
export const ROLES_DOC_END = '<!-- roles:end -->';

/** The role matrix of docs/security.md, from PERMISSIONS and ROUTE_PERMISSIONS. */
export function rolesMatrix(): string {
  const routesOf = new Map<Permission, string[]>();
  for (const [route, permission] of Object.entries(ROUTE_PERMISSIONS)) {
    routesOf.set(permission, [...(routesOf.get(permission) ?? []), route]);
  }
  const header = `| Permission | What it allows | ${ROLES.map((r) => roleLabels[r]).join(' | ')} | Routes |`;
  const rule = `|---|---|${ROLES.map(() => ':-:').join('|')}|---|`;
  const rows = (Object.keys(PERMISSIONS) as Permission[]).map((permission) => {
    const rule = PERMISSIONS[permission];
    const cells = ROLES.map((role) =>
      can(role, permission) ? '✓' : role === 'caixa' && 'override' in rule ? 'override' : '—',
    );
    const routes = (routesOf.get(permission) ?? []).map((r) => `\`${r}\``).join('<br>');
    return `| \`${permission}\` | ${rule.label} | ${cells.join(' | ')} | ${routes || 'checked inside a route'} |`;
  });
  return [ROLES_DOC_START, header, rule, ...rows, ROLES_DOC_END].join('\n');
}
