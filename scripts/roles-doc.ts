// Writes the role matrix into docs/security.md from src/shared/permissions.ts and the route table.
import { readFileSync, writeFileSync } from 'node:fs';
import { ROLES_DOC_END, ROLES_DOC_START, rolesMatrix } from '../src/server/auth/roles-doc.ts';

const file = new URL('../docs/security.md', import.meta.url);
const text = readFileSync(file, 'utf8');
const start = text.indexOf(ROLES_DOC_START);
const end = text.indexOf(ROLES_DOC_END);
if (start < 0 || end < 0) throw new Error('docs/security.md has no roles table markers');
writeFileSync(file, text.slice(0, start) + rolesMatrix() + text.slice(end + ROLES_DOC_END.length));
console.log('docs/security.md: role matrix written');
