import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { flatPageListQueryOptions } from '@/shared/api/flat-pages';
import { PageSpinner } from '@/shared/ui/page-spinner';

/** /account/legal/: the legal pages (flat pages with target legal). */
export const LegalListPage = () => {
  const { data, isPending } = useQuery(flatPageListQueryOptions('legal'));
  return (
    <section>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Legal
      </Typography>
      {isPending ? <PageSpinner /> : null}
      {data ? (
        <Paper variant="outlined">
          <List aria-label="Legal pages">
            {data.map((page) => (
              <ListItemButton
                key={page.slug}
                component={Link}
                to={`/account/legal/${encodeURIComponent(page.slug)}/`}
              >
                <ListItemText primary={page.title} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : null}
    </section>
  );
};
