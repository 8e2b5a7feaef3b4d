import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { flatPageQueryOptions } from '@/shared/api/flat-page';
import { useCurrentApplication } from '@/shared/application/current-application';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { PlainText } from '@/shared/ui/plain-text';
import { RouterLink } from '@/shared/ui/router-link';

/** /account/legal/{slug}/: one legal page, its text as plain paragraphs. */
export const LegalPage = () => {
  const slug = useParams().slug ?? '';
  const { data, isPending, isError } = useQuery(flatPageQueryOptions(slug));
  useDocumentTitle(data?.title, useCurrentApplication()?.name);
  return (
    <section>
      <RouterLink to="/account/legal/" variant="body2">
        Legal
      </RouterLink>
      {isPending ? <PageSpinner /> : null}
      {isError ? (
        <Typography variant="h1" sx={{ mt: 1 }}>
          This page is not available
        </Typography>
      ) : null}
      {data ? (
        <>
          <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
            {data.title}
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
            <PlainText text={data.content} />
          </Paper>
        </>
      ) : null}
    </section>
  );
};
