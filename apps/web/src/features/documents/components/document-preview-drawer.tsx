import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENTS_TEXTS, type TDocument } from '@portal/contracts/api/documents';
import { useEffect, useState } from 'react';
import { useDocumentPreview } from '@/features/documents/api/get-document-preview';

type TDocumentPreviewDrawerProps = {
  document: TDocument | null;
  onClose: () => void;
  onDownload: (document: TDocument) => void;
};

/**
 * The side viewer of a PDF. A frame's src cannot carry the token, so the file is fetched through the
 * API client and framed as a blob: URL (the page's Content-Security-Policy allows frame-src blob:).
 */
export const DocumentPreviewDrawer = ({ document, onClose, onDownload }: TDocumentPreviewDrawerProps) => {
  const preview = useDocumentPreview(document);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!preview.data) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(preview.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [preview.data]);

  const title = document ? document.company || document.category : '';

  return (
    <Drawer
      anchor="right"
      open={document !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100vw', md: 760 }, maxWidth: '100vw' } } }}
    >
      <Stack sx={{ height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center' }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {title}
          </Typography>
          {document ? (
            <Button variant="outlined" size="small" onClick={() => onDownload(document)}>
              {DOCUMENTS_TEXTS.download}
            </Button>
          ) : null}
          <Button size="small" onClick={onClose}>
            {DOCUMENTS_TEXTS.closePreview}
          </Button>
        </Stack>
        <Box sx={{ flex: 1, minHeight: 0, bgcolor: 'action.hover' }}>
          {url ? (
            <Box
              component="iframe"
              src={url}
              title={`${DOCUMENTS_TEXTS.preview}: ${title}`}
              sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
            />
          ) : preview.isError ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              The preview could not be loaded.
            </Typography>
          ) : (
            <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
              <CircularProgress aria-label="Loading preview" />
            </Stack>
          )}
        </Box>
      </Stack>
    </Drawer>
  );
};
