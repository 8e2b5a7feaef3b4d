// The documents of a signing session: every one is listed, can be viewed in the page (from `sm` up) and
// downloaded, and counts as opened once viewed or downloaded. The page enables Sign only when each has
// been opened, as DocuSign does; on phones the in-page viewer is hidden, so there opening is the download.
// A document is fetched only when the signer views or downloads it: the server records that fetch as the
// signer opening it and refuses a signature before every document was fetched.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { esignTexts, type TSigningSession } from '@portal/contracts/api/esign';
import { useEffect, useId, useState } from 'react';
import { useDownloadSigningDocument, useSigningDocument } from '../api/get-signing-document';

type SessionDocument = TSigningSession['documents'][number];

/** The documents not opened yet, by name, in the envelope's order. */
export const notOpened = (documents: readonly SessionDocument[], opened: ReadonlySet<number>) =>
  documents.filter((d) => !opened.has(d.position)).map((d) => d.name);

/** A blob: URL of the session's document at `position` (null until asked for and fetched). */
const useDocumentUrl = (token: string, position: number | null) => {
  // The PDF is fetched with the token and shown from a blob: URL (frames cannot carry API headers).
  const canShowPdf = typeof URL.createObjectURL === 'function';
  const pdf = useSigningDocument(token, canShowPdf ? position : null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf.data) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(pdf.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [pdf.data]);
  return { url, isError: pdf.isError, retry: pdf.refetch };
};

export const SigningDocuments = ({
  token,
  documents,
  opened,
  onOpen,
}: {
  token: string;
  documents: readonly SessionDocument[];
  opened: ReadonlySet<number>;
  onOpen: (position: number) => void;
}) => {
  const headingId = useId();
  const [shown, setShown] = useState<{ position: number; name: string; url: string } | null>(null);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={headingId} variant="h3" sx={{ mb: 0.5 }}>
        {esignTexts.documentsHeading}
      </Typography>
      <List aria-labelledby={headingId} disablePadding>
        {documents.map((doc) => (
          <DocumentRow
            key={doc.position}
            token={token}
            document={doc}
            isOpened={opened.has(doc.position)}
            isShown={shown?.position === doc.position}
            onView={(url) => {
              setShown({ position: doc.position, name: doc.name, url });
              onOpen(doc.position);
            }}
            onDownload={() => onOpen(doc.position)}
          />
        ))}
      </List>
      {shown ? (
        <Box
          component="iframe"
          title={shown.name}
          src={shown.url}
          // Phones show no PDF inside a page: they open the download instead.
          sx={{
            display: { xs: 'none', sm: 'block' },
            width: '100%',
            height: 640,
            border: 1,
            borderColor: 'divider',
            mt: 1,
          }}
        />
      ) : null}
    </Box>
  );
};

const DocumentRow = ({
  token,
  document,
  isOpened,
  isShown,
  onView,
  onDownload,
}: {
  token: string;
  document: SessionDocument;
  isOpened: boolean;
  isShown: boolean;
  onView: (url: string) => void;
  onDownload: () => void;
}) => {
  const [isAsked, setIsAsked] = useState(false);
  const [isViewPending, setIsViewPending] = useState(false);
  const { url, isError, retry } = useDocumentUrl(token, isAsked ? document.position : null);
  const download = useDownloadSigningDocument(token);
  // A View asked for is shown once its fetch is in (a failed fetch may be asked for again).
  useEffect(() => {
    if (!isViewPending) return;
    if (isError) setIsViewPending(false);
    else if (url !== null) {
      setIsViewPending(false);
      onView(url);
    }
  }, [isViewPending, isError, url, onView]);
  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
    >
      <Typography sx={{ flex: '1 1 10rem', fontWeight: isShown ? 600 : 400, overflowWrap: 'anywhere' }}>
        {document.name}
      </Typography>
      {/* The mark and actions stay together; on a narrow screen they go under the name. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'nowrap' }}>
        <Chip
          size="small"
          color={isOpened ? 'success' : 'default'}
          variant={isOpened ? 'filled' : 'outlined'}
          label={isOpened ? esignTexts.documentOpened : esignTexts.documentNotOpened}
        />
        <Button
          size="small"
          variant={isShown ? 'contained' : 'outlined'}
          disabled={isViewPending}
          onClick={() => {
            if (url) onView(url);
            else {
              setIsAsked(true);
              setIsViewPending(true);
              if (isError) void retry();
            }
          }}
          // The in-page viewer is hidden on phones: there the download opens the document.
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {esignTexts.viewDocument}
        </Button>
        <Link
          component="button"
          type="button"
          disabled={download.isPending}
          onClick={() =>
            download.mutate({ position: document.position, name: document.name }, { onSuccess: onDownload })
          }
        >
          {esignTexts.downloadDocument}
        </Link>
      </Box>
      {isError || download.isError ? (
        <Typography role="alert" variant="body2" color="error" sx={{ flexBasis: '100%' }}>
          {esignTexts.documentFailed}
        </Typography>
      ) : null}
    </ListItem>
  );
};
