import type { TApplication } from '@portal/contracts/api/auth';
import type { Queryable } from '../../db/client.ts';

type ApplicationRow = {
  id: TApplication['product_key'];
  name: string;
  logo: string;
  favicon: string;
  color_primary: string;
  color_secondary: string;
  support_email: string;
};

function toApplication(row: ApplicationRow): TApplication {
  return {
    id: row.id,
    product_key: row.id,
    name: row.name,
    logo: row.logo,
    configuration: {
      favicon: row.favicon,
      color_schema: { primary: row.color_primary, secondary: row.color_secondary },
      support_email: row.support_email,
    },
  };
}

export async function listApplications(q: Queryable): Promise<TApplication[]> {
  const rows = await q.query<ApplicationRow>('SELECT * FROM applications ORDER BY sort_order, id');
  return rows.map(toApplication);
}

export async function findApplication(q: Queryable, id: string): Promise<TApplication | undefined> {
  const [row] = await q.query<ApplicationRow>('SELECT * FROM applications WHERE id = $1', [id]);
  return row ? toApplication(row) : undefined;
}
