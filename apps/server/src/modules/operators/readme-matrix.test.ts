// The README's role table ("Operator console") is the contracts' ROLE_PERMISSIONS, cell for cell.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, PERMISSION_AREAS, roleHasPermission } from '@pavilion/contracts/console-access';

describe('README role matrix', () => {
  it('prints ROLE_PERMISSIONS', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../../README.md'), 'utf8');
    const header = readme
      .match(/^\| Area +\|(.*)\|$/m)![1]!
      .split('|')
      .map((c) => c.trim());
    expect(header).toEqual([...OPERATOR_ROLES]);
    for (const area of PERMISSION_AREAS) {
      const row = readme.match(new RegExp(`^\\| ${area} +\\|(.*)\\|$`, 'm'));
      const cells = row![1]!.split('|').map((c) => c.trim());
      const expected = OPERATOR_ROLES.map((role) =>
        roleHasPermission(role, `${area}.write`)
          ? 'read, write'
          : roleHasPermission(role, `${area}.read`)
            ? 'read'
            : '—',
      );
      expect(cells, area).toEqual(expected);
    }
  });
});
